import fg from 'fast-glob';

/** The routes of a built site, from its HTML files: `a/index.html` and `a.html` are `/a`. */
export async function routesOf(buildDir: string): Promise<string[]> {
  const files = await fg('**/*.html', { cwd: buildDir });
  return files
    .map((f) => `/${f.replace(/(^|\/)index\.html$/, '').replace(/\.html$/, '')}`.replace(/(.)\/$/, '$1'))
    .sort();
}
