import type { Parent } from 'unist';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { VFile } from 'vfile';
import type { SiteConfig } from '../config/schema.js';
import { emptyResult } from '../markdown/context.js';
import { remarkDocgenDirectives } from '../markdown/plugins/directives.js';
import { admonitionsFor, loadMarkdownPlugins, type SiteMarkdownPlugins } from '../markdown/site-plugins.js';
import { sourceOfScope } from '../sources/content-source.js';
import { remarkSyntax, syntaxNeeded } from '../markdown/syntax.js';
import { someNode } from '../markdown/walk.js';
import type { DocSource } from '../shared/model.js';
import { isMdxSource } from './detect.js';
import { readBody } from '../sources/docs/doc-store.js';

/** Each doc's answer, kept while the doc (and the plugins) stay the same: watch mode asks again only for edited docs. */
const answers = new WeakMap<DocSource, { plugins: string; mdx: boolean }>();

/** The `.md` docs of `docs` that the remark plugins of `sitePlugins` give MDX nodes (see `docsMadeMdxByPlugins`). */
export async function docsMadeMdx(
  config: SiteConfig,
  siteDir: string,
  docs: DocSource[],
  sitePlugins: SiteMarkdownPlugins,
): Promise<Set<string>> {
  const found = new Set<string>();
  const key = JSON.stringify([
    sitePlugins.beforeDefaultRemarkPlugins,
    sitePlugins.remarkPlugins,
    sitePlugins.admonitions,
    sitePlugins.instanceAdmonitions,
  ]);
  const loaded = await loadMarkdownPlugins(sitePlugins);
  for (const doc of docs) {
    const format = (doc.frontMatter as { format?: unknown }).format;
    if (doc.generated || format === 'md' || isMdxSource(doc, config.markdown.format)) continue;
    let answer = answers.get(doc);
    if (answer?.plugins !== key) {
      // The plugins read the body: a doc not read again since an earlier build (see `DocSource.outlined`) is read now.
      readBody(doc, siteDir);
      const processor = unified()
        .use(remarkParse)
        .use(remarkSyntax, syntaxNeeded(doc.body))
        .use(loaded.remarkBefore)
        .use(remarkDocgenDirectives, admonitionsFor(loaded, doc.file, sourceOfScope(doc.scope)))
        .use(loaded.remark);
      const file = new VFile({
        value: doc.body,
        path: doc.file,
        data: { frontMatter: doc.frontMatter, result: emptyResult() },
      });
      let mdx = false;
      try {
        // Awaited: a plugin that works asynchronously (react-native-website's code-block titles) may add MDX too.
        mdx = someNode((await processor.run(processor.parse(file), file)) as Parent, (node) =>
          node.type.startsWith('mdx'),
        );
      } catch {
        // A plugin that throws here throws again when the doc renders, where the error is reported at the doc.
      }
      answers.set(doc, (answer = { plugins: key, mdx }));
    }
    if (answer.mdx) found.add(doc.file);
  }
  return found;
}
