/**
 * The plain data that flows between docgen's stages and into the browser. Nothing here holds
 * functions or class instances, so every value can cross a worker boundary or be written as JSON.
 *
 * They live by area in src/shared/model/; import them from here.
 */

export type * from './model/doc-source.js';
export type * from './model/blog.js';
export type * from './model/sidebar.js';
export type * from './model/navbar.js';
export type * from './model/site.js';
export type * from './model/pages.js';
