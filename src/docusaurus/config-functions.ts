/**
 * Functions of a Docusaurus config whose values docgen needs, called in the child process that ran the config,
 * where they still exist. A docs instance's `editUrl` function becomes the URL it builds every doc's link from,
 * when its answers show one; otherwise it stays a function, which the conversion reports.
 */

type Options = Record<string, unknown>;

const isOptions = (value: unknown): value is Options =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Two docs, one nested, as Docusaurus describes them to `editUrl`: their answers must differ by the doc's path alone. */
const PROBES = ['intro.md', 'guides/setup.mdx'];

async function editUrlPrefix(editUrl: (doc: Options) => unknown, docsPath: string, locale: string) {
  let prefix: string | undefined;
  for (const docPath of PROBES) {
    const tail = `${docsPath}/${docPath}`;
    let url: unknown;
    try {
      url = await editUrl({
        version: 'current',
        versionDocsDirPath: docsPath,
        docPath,
        permalink: `/docs/${docPath.replace(/\.mdx?$/, '')}`,
        locale,
      });
    } catch {
      return undefined;
    }
    if (typeof url !== 'string' || !url.endsWith(tail)) return undefined;
    const found = url.slice(0, -tail.length);
    if (prefix !== undefined && found !== prefix) return undefined;
    prefix = found;
  }
  return prefix && /^https?:\/\//.test(prefix) ? prefix : undefined;
}

/** The config with each docs instance's `editUrl` function replaced by its URL, where its answers give one. */
export async function probeConfigFunctions(config: unknown): Promise<unknown> {
  if (!isOptions(config)) return config;
  const i18n = isOptions(config.i18n) ? config.i18n : {};
  const locale = typeof i18n.defaultLocale === 'string' ? i18n.defaultLocale : 'en';
  const entries = [config.presets, config.plugins].flatMap((list) => (Array.isArray(list) ? list : []));
  const docsOptions = entries.flatMap((entry) => {
    const options: unknown = Array.isArray(entry) ? entry[1] : undefined;
    if (!isOptions(options)) return [];
    return [options, options.docs].filter(isOptions);
  });
  for (const options of docsOptions) {
    if (typeof options.editUrl !== 'function') continue;
    const docsPath = typeof options.path === 'string' ? options.path.replace(/^\.\/|\/$/g, '') : 'docs';
    const url = await editUrlPrefix(options.editUrl as (doc: Options) => unknown, docsPath, locale);
    if (url !== undefined) options.editUrl = url;
  }
  return config;
}
