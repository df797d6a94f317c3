import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

export const DEPLOY_HOSTS = ['github-pages', 'netlify', 'vercel', 'cloudflare'] as const;
export type DeployHost = (typeof DEPLOY_HOSTS)[number];

/** Where the site will be served, as the config's `url` and `baseUrl`. */
export interface SiteAddress {
  url: string;
  baseUrl: string;
}

export interface DeployPlan {
  address?: SiteAddress;
  /** Files to write, by path from the site's folder. */
  files: Record<string, string>;
  /** What the author still does on the host's side, a line each. */
  steps: string[];
}

/** The repository the folder is in: its top folder, and the GitHub owner and name of its `origin`, if any. */
function gitRepository(dir: string): { top: string; owner?: string; name?: string } | undefined {
  // The site's folder may not exist yet: ask git in the nearest folder that does.
  let existing = dir;
  while (!existsSync(existing) && path.dirname(existing) !== existing) existing = path.dirname(existing);
  const git = (...args: string[]) =>
    execFileSync('git', ['-C', existing, ...args], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  let top: string;
  try {
    top = git('rev-parse', '--show-toplevel');
  } catch {
    return undefined;
  }
  let remote = '';
  try {
    remote = git('remote', 'get-url', 'origin');
  } catch {
    // A repository without an origin yet: the owner and name are not known.
  }
  const match = /github\.com[:/]([^/]+)\/([^/]+?)(?:\.git)?\/?$/.exec(remote);
  return { top, owner: match?.[1], name: match?.[2] };
}

/**
 * Until docgen-ssr is on the registry a site installs it from a file (`npm install ../docgen-ssr-0.1.0.tgz`): when that
 * file is outside the repository, the host's `npm ci` cannot reach it and the first deploy fails.
 */
function unreachableInstall(dir: string, top: string): string[] {
  let pkg: { dependencies?: Record<string, string>; devDependencies?: Record<string, string> };
  try {
    pkg = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as typeof pkg;
  } catch {
    return [];
  }
  const spec = pkg.devDependencies?.['docgen-ssr'] ?? pkg.dependencies?.['docgen-ssr'];
  if (!spec?.startsWith('file:')) return [];
  const from = path.relative(top, path.resolve(dir, spec.slice('file:'.length)));
  if (!from.startsWith('..') && !path.isAbsolute(from)) return [];
  const file = path.basename(spec);
  return [
    `package.json installs docgen-ssr from ${spec.slice('file:'.length)}, outside the repository, where the host's npm ci cannot reach it: copy ${file} into the repository and run npm install --save-dev ./${file}`,
  ];
}

/** A GitHub Pages address: a user or organisation site at the root, a project site under /<repository>/. */
function pagesAddress(owner: string | undefined, repository: string): SiteAddress {
  const host = `${(owner ?? 'your-name').toLowerCase()}.github.io`;
  return repository.toLowerCase() === host
    ? { url: `https://${host}`, baseUrl: '/' }
    : { url: `https://${host}`, baseUrl: `/${repository}/` };
}

function githubWorkflow(siteFolder: string): string {
  const inFolder = siteFolder === '' ? '' : `\n    defaults:\n      run:\n        working-directory: ${siteFolder}`;
  const at = (file: string) => (siteFolder === '' ? file : `${siteFolder}/${file}`);
  return `# Builds the docs with docgen on every push to main and publishes them on GitHub Pages.
# Once, in the repository's Settings > Pages, set "Source" to "GitHub Actions".
name: Deploy the docs

on:
  push:
    branches: [main]
  workflow_dispatch:

permissions:
  contents: read
  pages: write
  id-token: write

concurrency:
  group: pages
  cancel-in-progress: false

jobs:
  build:
    runs-on: ubuntu-latest${inFolder}
    steps:
      - uses: actions/checkout@v4
        with:
          # The whole history, so each page's "last updated" date is its own.
          fetch-depth: 0
      - uses: actions/setup-node@v4
        with:
          node-version: 20
          cache: npm
          cache-dependency-path: ${at('package-lock.json')}
      - run: npm ci
      # docgen's build cache: pages that did not change since the cached build are not rendered again.
      - uses: actions/cache@v4
        with:
          path: ${at('node_modules/.cache/docgen')}
          key: docgen-\${{ github.sha }}
          restore-keys: docgen-
      - run: npm run docs:build
      - uses: actions/upload-pages-artifact@v3
        with:
          path: ${at('build')}

  deploy:
    needs: build
    runs-on: ubuntu-latest
    environment:
      name: github-pages
      url: \${{ steps.deployment.outputs.page_url }}
    steps:
      - id: deployment
        uses: actions/deploy-pages@v4
`;
}

/**
 * What `init --deploy HOST` writes for a site in `dir`: the host's workflow or config file and the site's address
 * where the host decides it (GitHub Pages serves a project site under the repository's name).
 */
export function deployPlan(host: DeployHost, dir: string, siteName: string): DeployPlan {
  const repository = gitRepository(dir);
  const siteFolder = repository ? path.relative(repository.top, path.resolve(dir)).split(path.sep).join('/') : '';
  const unreachable = unreachableInstall(path.resolve(dir), repository?.top ?? path.resolve(dir));
  const baseDirectory =
    siteFolder === '' ? [] : [`set the site's base directory to ${siteFolder} in the host's settings`];
  switch (host) {
    case 'github-pages': {
      const address = pagesAddress(repository?.owner, repository?.name ?? path.basename(path.resolve(dir)));
      const unknown = repository?.name
        ? []
        : [
            `no GitHub remote named origin: url and baseUrl assume ${address.url}${address.baseUrl}; correct them in site.config.yaml if the repository is named otherwise`,
          ];
      return {
        address,
        // The workflow must sit at the repository's top, whatever folder the site is in.
        files: {
          [path.posix.join(
            ...siteFolder
              .split('/')
              .filter(Boolean)
              .map(() => '..'),
            '.github/workflows/deploy-docs.yml',
          )]: githubWorkflow(siteFolder),
        },
        steps: [
          ...unreachable,
          ...unknown,
          'in the repository\'s Settings > Pages, set "Source" to "GitHub Actions"; then push to main',
        ],
      };
    }
    case 'netlify':
      return {
        files: {
          'netlify.toml': `# Netlify runs this to build the docs, and publishes the folder docgen writes.\n[build]\n  command = "npm run docs:build"\n  publish = "build"\n\n[build.environment]\n  NODE_VERSION = "20"\n`,
        },
        steps: [...unreachable, ...baseDirectory, 'import the repository in Netlify; it reads netlify.toml'],
      };
    case 'vercel':
      return {
        files: {
          'vercel.json': `${JSON.stringify({ buildCommand: 'npm run docs:build', outputDirectory: 'build', framework: null }, null, 2)}\n`,
        },
        steps: [...unreachable, ...baseDirectory, 'import the repository in Vercel; it reads vercel.json'],
      };
    case 'cloudflare':
      return {
        files: {
          'wrangler.toml': `# Cloudflare Pages publishes the folder docgen writes.\nname = "${siteName}"\npages_build_output_dir = "./build"\ncompatibility_date = "2026-11-01"\n`,
        },
        steps: [
          ...unreachable,
          ...baseDirectory,
          'in Cloudflare Pages, connect the repository and set the build command to npm run docs:build',
        ],
      };
  }
}
