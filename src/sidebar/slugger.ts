/**
 * Slugs of category labels for generated index pages (`/category/getting-started`), made unique across the site
 * with "-1", "-2"… as Docusaurus's slugger (github-slugger) does.
 */
export function slugger(): (label: string) => string {
  const seen = new Map<string, number>();
  return (label) => {
    const base = label
      .toLowerCase()
      .trim()
      .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
      .replace(/ /g, '-');
    let slug = base;
    let count = seen.get(base) ?? 0;
    while (seen.has(slug)) slug = `${base}-${++count}`;
    seen.set(base, count);
    seen.set(slug, 0);
    return slug;
  };
}
