import GithubSlugger, { slug } from 'github-slugger';
import type { Element, Root, Text } from 'hast';
import { toString } from 'hast-util-to-string';
import type { Root as MdastRoot } from 'mdast';
import { toString as markdownText } from 'mdast-util-to-string';
import { walkType } from '../walk.js';
import type { VFile } from 'vfile';

const CUSTOM_ID = /\s*\{#([^}\s]+)\}\s*$/;

/**
 * A leading `# Title`'s text as the author wrote it: HTML in it (`# The <Editor> component`) is text in a
 * title, which the HTML tree, where it has become elements, no longer holds. Comments before it are skipped.
 */
export function remarkLeadingTitle() {
  return (tree: MdastRoot, file: VFile) => {
    const first = tree.children.find((n) => n.type !== 'html' || !n.value.startsWith('<!--'));
    if (first?.type === 'heading' && first.depth === 1)
      file.data.result!.leadingTitle = markdownText(first).replace(CUSTOM_ID, '');
  };
}

/**
 * Gives every heading a stable id (its slug, or `{#custom-id}` written after it), unique on the page,
 * and collects the table of contents. A leading `# Title` is lifted out: the theme renders the title.
 */
export function rehypeHeadings() {
  return (tree: Root, file: VFile) => {
    const result = file.data.result!;
    const levels = file.data.input?.tocLevels ?? {};
    const min = levels.min ?? file.data.site!.toc.minHeadingLevel;
    const max = levels.max ?? file.data.site!.toc.maxHeadingLevel;
    const slugger = file.data.site!.dialect === 'vitepress' ? vitepressSlugger() : new GithubSlugger();
    const used = new Set<string>();

    const first = tree.children.find((n) => n.type === 'element');
    if (first && first.type === 'element' && first.tagName === 'h1') {
      result.leadingTitle ??= toString(first).replace(CUSTOM_ID, '');
      tree.children.splice(tree.children.indexOf(first), 1);
      // VitePress gives the title its id too, and pages link to it (`./api-hmr#hmr-api`): the link leads to the
      // top of the page, where the title is. Docusaurus renders the title without one.
      if (file.data.site!.dialect === 'vitepress') {
        const id = takeCustomId(first) ?? slugger.slug(toString(first).trim());
        used.add(id);
        result.anchors.push(id);
      }
    }

    walkType<Element>(tree, 'element', (node) => {
      const level = headingLevel(node);
      if (level === 0) return;
      const custom = takeCustomId(node);
      const text = toString(node).trim();
      // A heading of symbols only ("!!!") has an empty slug, and an empty id is not valid HTML.
      let id = custom ?? slugger.slug(slug(text) === '' ? 'heading' : text);
      if (custom) {
        // A custom id that repeats another heading's still needs to be unique to be linkable.
        let n = 1;
        while (used.has(id)) id = `${custom}-${n++}`;
      }
      used.add(id);
      node.properties.id = id;
      result.anchors.push(id);
      if (level >= min && level <= max) result.toc.push({ id, text, level });
    });
  };
}

// VitePress's slugify (@mdit-vue/shared): runs of punctuation and spaces become one "-", so `## server.watch`
// is "#server-watch" there, where GitHub's slugger gives "#serverwatch".
const VITEPRESS_SPECIAL = /[\s~`!@#$%^&*()\-_+=[\]{}|\\;:"'“”‘’<>,.?/]+/g;

export function vitepressSlug(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036F]/g, '')
    .replace(/[\u0000-\u001f]/g, '')
    .replace(VITEPRESS_SPECIAL, '-')
    .replace(/-{2,}/g, '-')
    .replace(/^-+|-+$/g, '')
    .replace(/^(\d)/, '_$1')
    .toLowerCase();
}

/** Unique on the page as markdown-it-anchor makes them: a repeated slug gets "-1", "-2"… */
function vitepressSlugger(): { slug(text: string): string } {
  const used = new Set<string>();
  return {
    slug(text) {
      const base = vitepressSlug(text) || 'heading';
      let id = base;
      for (let n = 1; used.has(id); n++) id = `${base}-${n}`;
      used.add(id);
      return id;
    },
  };
}

function headingLevel(node: Element): number {
  const match = /^h([1-6])$/.exec(node.tagName);
  return match ? Number(match[1]) : 0;
}

function takeCustomId(node: Element): string | undefined {
  const last = node.children[node.children.length - 1];
  if (!last || last.type !== 'text') return undefined;
  const match = CUSTOM_ID.exec(last.value);
  if (!match) return undefined;
  (last as Text).value = last.value.slice(0, match.index);
  return match[1];
}
