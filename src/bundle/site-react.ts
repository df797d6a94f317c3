import { readFileSync, realpathSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'esbuild';
import { DocgenError } from '../errors.js';
import { ASKED_BY_PLUGIN } from './dependencies.js';
import { memoResolve } from './memo-resolve.js';
import { DOCGEN_ROOT } from './theme-files.js';

/** The majors docgen renders with, as the peer dependencies of its package.json accept them. */
export const REACT_RANGE = '18.2 or later, or 19';

/** Every module of React a bundle may ask for: `react/jsx-runtime`, `react-dom/server`, React's scheduler… */
const REACT_SPECIFIER = /^(react|react-dom|scheduler)(?:\/|$)/;

/** The one copy of React that renders a site, by package folder (real paths, as esbuild names files). */
export interface SiteReact {
  version: string;
  packages: { react: string; 'react-dom': string; scheduler: string };
}

function packageDir(fromDir: string, name: string): string | undefined {
  try {
    const file = createRequire(path.join(fromDir, 'package.json')).resolve(`${name}/package.json`);
    return realpathSync(path.dirname(file));
  } catch {
    return undefined;
  }
}

function versionIn(dir: string): string {
  return (JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as { version: string }).version;
}

function accepted(version: string): boolean {
  const [major, minor] = version.split('.').map(Number);
  return (major === 18 && minor! >= 2) || major === 19;
}

/**
 * The React the site resolves, else the one installed with docgen (a site without node_modules): the theme,
 * the site's components and its packages all render with it, on the server and in the browser.
 */
export function findSiteReact(siteDir: string): SiteReact {
  const from = packageDir(siteDir, 'react') ? siteDir : DOCGEN_ROOT;
  const shown = (dir: string) => path.relative(siteDir, dir) || dir;
  const react = packageDir(from, 'react')!;
  const version = versionIn(react);
  if (!accepted(version)) {
    throw new DocgenError(
      `the site has react ${version} (${shown(react)}), but docgen renders with React ${REACT_RANGE}`,
      undefined,
      'install React 19 or 18 in the site: npm install react@19 react-dom@19',
    );
  }
  const reactDom = packageDir(from, 'react-dom');
  if (!reactDom) {
    throw new DocgenError(
      `the site has react ${version} (${shown(react)}) but no react-dom`,
      undefined,
      `install react-dom of the same version: npm install react-dom@${version}`,
    );
  }
  // React refuses to render with a react-dom of another version, and react-dom renders with the react it finds.
  const domVersion = versionIn(reactDom);
  const domReact = packageDir(reactDom, 'react');
  if (domVersion !== version || domReact !== react) {
    const found = domReact === react ? '' : `, which loads another react (${domReact ? shown(domReact) : 'none'})`;
    throw new DocgenError(
      `the site has react ${version} (${shown(react)}) and react-dom ${domVersion} (${shown(reactDom)})${found}: React needs both at one version, installed once`,
      undefined,
      `install both at one version: npm install react@${version} react-dom@${version}`,
    );
  }
  return { version, packages: { react, 'react-dom': reactDom, scheduler: packageDir(reactDom, 'scheduler')! } };
}

/**
 * Every import of React, by the theme, the runtime, the site or any package it bundles (ESM or CommonJS), is
 * the site's copy: two copies in one page would each keep their own hooks state, and every hook would fail.
 * Registered before the other plugins, so that none of them sees React. The server bundle leaves it outside,
 * for Node to load once; the engine renders the Markdown with the same copy, through the bundle.
 */
export function reactPlugin(react: SiteReact, external: boolean): Plugin {
  return {
    name: 'docgen-react',
    setup(b) {
      const resolve = memoResolve(b, false);
      b.onResolve({ filter: REACT_SPECIFIER }, async (args) => {
        if (args.pluginData === ASKED_BY_PLUGIN) return undefined;
        const name = REACT_SPECIFIER.exec(args.path)![1] as keyof SiteReact['packages'];
        // Asked from the folder that holds the package, so that its `exports` pick the file for this platform.
        const result = await resolve(args.path, {
          kind: args.kind,
          resolveDir: path.dirname(react.packages[name]),
          pluginData: ASKED_BY_PLUGIN,
        });
        if (result.errors.length > 0) return { errors: result.errors };
        return external ? { path: result.path, external: true } : { path: result.path };
      });
    },
  };
}
