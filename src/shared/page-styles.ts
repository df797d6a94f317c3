/**
 * Marks the stylesheets in a page's head that only some pages need (KaTeX's): client-side navigation adds those of
 * the page it shows, which the first page may not have had.
 */
export const PAGE_STYLE = 'data-page-style';
