/** The package managers ```` ```bash npm2yarn ```` blocks can show after npm, in Docusaurus's order. */
export const NPM2YARN_CONVERTERS = ['yarn', 'pnpm', 'bun'] as const;
export type Npm2YarnConverter = (typeof NPM2YARN_CONVERTERS)[number];

/** `markdown.npm2yarn`: one tab group for every block (`sync`), and the tabs after npm. */
export interface Npm2YarnOptions {
  sync: boolean;
  converters: Npm2YarnConverter[];
}

/** docgen's own: every package manager, one group for the site. */
export const DEFAULT_NPM2YARN: Npm2YarnOptions = { sync: true, converters: [...NPM2YARN_CONVERTERS] };

export function isDefaultNpm2Yarn(options: Npm2YarnOptions | undefined): boolean {
  return !options || (options.sync && options.converters.join() === DEFAULT_NPM2YARN.converters.join());
}
