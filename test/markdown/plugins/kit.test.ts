/*
 * The component kit as authors write it: directives in plain Markdown and elements in MDX give the same HTML (the
 * fixture test/fixtures/kit-site, built), and a block without the list it needs fails the build at its place.
 */
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { DocgenError } from '../../../src/errors.js';
import { compileMdx } from '../../../src/mdx/compile.js';
import { renderMarkdown } from '../../helpers/markdown.js';
import { generateSite } from '../../../src/build.js';
import { formatWarning } from '../../../src/links/warnings.js';
import { sharedBuild, type SharedBuild } from '../../helpers/shared-build.js';
import { FIXTURES, siteFolders } from '../../helpers/site.js';

let built: SharedBuild | undefined;
before(async () => (built = await sharedBuild(path.join(FIXTURES, 'kit-site/site.config.yaml'))), { timeout: 120_000 });
after(() => built?.cleanup());

/** The page's article with a line break after each list item's end, the icons' paths left out. */
async function article(route: string): Promise<string> {
  const html = await readFile(path.join(built!.outDir, `${route}.html`), 'utf8');
  return html.replace(/<path d="[^"]*"><\/path>/g, '').replace(/<\/li>/g, '</li>\n');
}

const folder = (name: string) =>
  `<span class="file-tree-entry file-tree-folder"><svg class="file-tree-icon" viewBox="0 0 16 16" width="16" height="16" aria-hidden="true"></svg><span class="file-tree-name">${name}<span class="visually-hidden">/</span></span></span>`;
const file = (name: string, comment?: string, highlighted?: boolean) => {
  const tag = highlighted ? 'strong' : 'span';
  return (
    `<span class="file-tree-entry file-tree-file${highlighted ? ' file-tree-highlighted' : ''}"><svg class="file-tree-icon" viewBox="0 0 16 16" width="16" height="16" aria-hidden="true"></svg>` +
    `<${tag} class="file-tree-name">${name}</${tag}>${comment ? ` <span class="file-tree-comment">${comment}</span>` : ''}</span>`
  );
};

test('`:::steps` in Markdown and <Steps> in MDX keep the numbered list inside the theme’s steps', async () => {
  const markdown = await article('docs/markdown');
  assert.match(markdown, /<div class="steps"><ol>\n<li>\n<p>Install the package:<\/p>\n<div class="code-block"/);
  assert.match(
    markdown,
    /<li>\n<p>Write a config with a <strong>title<\/strong>\.<\/p>\n<\/li>\n\n<li>\n<p>Build the site\.<\/p>\n<\/li>\n\n<\/ol><\/div>/,
  );
  const mdx = await article('docs/mdx');
  assert.match(
    mdx,
    /<div class="steps"><ol>\n<li>Install the package\.<\/li>\n\n<li>Build the site\.<\/li>\n\n<\/ol><\/div>/,
  );
});

test('`:::file-tree` and <FileTree> make nested lists of folders and files, with highlights and comments', async () => {
  const markdown = await article('docs/markdown');
  assert.ok(
    markdown.includes(
      `<div class="file-tree" role="group" aria-label="File tree"><ul>\n<li>\n${folder('docs')}\n<ul>\n<li>\n${file('intro.md', 'the first page', true)}\n</li>\n\n` +
        `<li>\n${folder('guides')}\n<ul>\n<li>\n${file('setup.md')}\n</li>\n\n</ul>\n</li>\n\n</ul>\n</li>\n\n` +
        `<li>\n${file('site.config.yaml', 'where the title goes')}\n</li>\n\n<li>\n${folder('templates')}\n</li>\n\n</ul></div>`,
    ),
    markdown,
  );
  const mdx = await article('docs/mdx');
  assert.ok(
    mdx.includes(
      `<div class="file-tree" role="group" aria-label="File tree"><ul>\n<li>\n${folder('src')}\n<ul>\n<li>\n${file('index.ts', 'starts here', true)}\n</li>\n\n</ul>\n</li>\n\n` +
        `<li>\n${file('package.json')}\n</li>\n\n</ul></div>`,
    ),
    mdx,
  );
});

test('cards, card grids and link cards, in Markdown and in MDX; a link card leads where a Markdown link would', async () => {
  const icon = '<span class="icon icon-lightbulb card-icon" style="width:22px;height:22px" aria-hidden="true"></span>';
  const arrow =
    '<span class="icon icon-chevron-right link-card-arrow" style="width:20px;height:20px" aria-hidden="true"></span>';
  const markdown = await article('docs/markdown');
  assert.ok(
    markdown.includes(
      `<div class="card-grid"><div class="card"><p class="card-title">${icon}Write</p><div class="card-body"><p>Pages are <strong>Markdown</strong>.</p></div></div>` +
        '<div class="card"><p class="card-title"><span class="card-icon" aria-hidden="true">🚀</span>Ship</p><div class="card-body"><p>One command builds the site.</p></div></div></div>\n' +
        `<div class="link-card"><a href="/docs/mdx"><span class="link-card-title">The same in MDX</span><span class="link-card-description">Elements instead of directives</span></a>${arrow}</div>`,
    ),
    markdown,
  );
  const mdx = await article('docs/mdx');
  assert.ok(
    mdx.includes(
      `<div class="card-grid"><div class="card"><p class="card-title">${icon}Write</p><div class="card-body"><p>Pages are <strong>MDX</strong>.</p></div></div>` +
        '<div class="card"><p class="card-title">Ship</p><div class="card-body">One command builds the site.</div></div></div>\n' +
        `<div class="link-card"><a href="/docs/markdown"><span class="link-card-title">The same in Markdown</span><span class="link-card-description">Directives instead of elements</span></a>${arrow}</div>`,
    ),
    mdx,
  );
  const { links } = renderMarkdown('::link-card{title="Gone" href="./gone.md"}\n');
  // The link check reports it as a missing doc, at its place.
  assert.deepEqual(
    links.map(({ url, line, column, missingDoc }) => ({ url, line, column, missingDoc })),
    [{ url: './gone.md', line: 1, column: 1, missingDoc: true }],
  );
});

test('badges inline, in headings (out of the id and the TOC), and VitePress’s <Badge type text> in a .md doc', async () => {
  const heading =
    '<h2 id="install" class="anchor-heading">Install <span class="text-badge text-badge-tip">New</span><a class="hash-link"';
  for (const route of ['docs/markdown', 'docs/mdx']) {
    const page = await article(route);
    assert.ok(page.includes(heading), route);
    assert.ok(page.includes('<a href="#install" class="toc-link">Install</a>'), route);
  }
  assert.ok(
    (await article('docs/vitepress')).includes(
      '<p>A page written for VitePress: <span class="text-badge text-badge-info">beta</span> and <span class="text-badge text-badge-danger">removed</span>.</p>',
    ),
  );
  const { html, warnings } = renderMarkdown('Now :badge[Beta]{variant="shiny"}.\n');
  assert.equal(html, '<p>Now <text-badge text="Beta" variant="shiny"></text-badge>.</p>');
  assert.deepEqual(
    warnings.map((w) => w.message),
    ['badge variant "shiny" is not one of note, tip, info, success, warning, danger, caution, default'],
  );
});

test('a badge takes Starlight’s variant names: caution is drawn as warning, default as note; the others are the kit’s', async () => {
  const starlight = {
    note: 'note',
    tip: 'tip',
    success: 'success',
    danger: 'danger',
    caution: 'warning',
    default: 'note',
  };
  for (const [written, drawn] of Object.entries(starlight)) {
    const { html, warnings } = renderMarkdown(`Now :badge[Beta]{variant="${written}"}.\n`);
    assert.equal(html, `<p>Now <text-badge text="Beta" variant="${drawn}"></text-badge>.</p>`, written);
    assert.deepEqual(warnings, [], written);
  }
  // The MDX component (and VitePress's <Badge> in a .md doc) maps them the same way.
  const page = await article('docs/vitepress');
  assert.ok(
    page.includes(
      'names: <span class="text-badge text-badge-warning">Soon</span> and <span class="text-badge text-badge-note">Plain</span>.</p>',
    ),
    page,
  );
});

const siteFolder = siteFolders('docgen-kit-');
const expressionSite = (card: string) =>
  siteFolder({
    'site.config.yaml': 'title: T\nurl: https://t.example.com\nbaseUrl: /\n',
    'docs/intro.mdx': `---\ntitle: Intro\n---\n\nexport const slug = 'gone';\n\n${card}\n`,
  });

test('an MDX <LinkCard> whose href is an expression leads where a link does, checked by the link check', async () => {
  const mdx = await article('docs/mdx');
  // A constant's `.md` path and a template's site path, both resolved as a written href is.
  assert.match(
    mdx,
    /<div class="link-card"><a href="\/docs\/vitepress"><span class="link-card-title">Computed<\/span><\/a>/,
  );
  assert.match(
    mdx,
    /<div class="link-card"><a href="\/docs\/vitepress"><span class="link-card-title">Built<\/span><span class="link-card-description"><em>From a template<\/em><\/span><\/a>/,
  );
  const broken = await generateSite({
    configFile: path.join(await expressionSite('<LinkCard title="Gone" href={`/docs/${slug}`} />'), 'site.config.yaml'),
    onBrokenLinks: 'warn',
  });
  assert.deepEqual(broken.warnings.filter((w) => w.kind === 'broken-link').map(formatWarning), [
    'docs/intro.mdx:7:1 → /docs/gone (no page or file at /docs/gone)',
  ]);
  const undefinedHref = expressionSite('<LinkCard title="Gone" href={slug.none} />');
  await assert.rejects(
    generateSite({ configFile: path.join(await undefinedHref, 'site.config.yaml') }),
    (error: DocgenError) => {
      assert.equal(
        error.message,
        "docs/intro.mdx:7:1 - <LinkCard>'s href gives undefined, not a URL: it needs the path or URL of the page it leads to",
      );
      return true;
    },
  );
});

test('sidebar badges: from a sidebar item (words, or text and variant) and a doc’s front matter, read with the label', async () => {
  const sidebar = /<nav class="sidebar"[\s\S]*?<\/nav>/.exec(await article('docs/mdx'))![0];
  // A category's toggle and a link are named "More Beta", "VitePress badges Changed": the label, a space, the badge.
  assert.ok(
    sidebar.includes(
      '<button type="button" class="sidebar-category-toggle" aria-expanded="true" aria-controls="sidebar-category-1"><span class="sidebar-label">More <span class="text-badge text-badge-tip">Beta</span></span>',
    ),
    sidebar,
  );
  // Front matter's `sidebar_badge` with Starlight's `caution`, drawn as the kit's warning badge.
  assert.ok(
    sidebar.includes(
      '<a class="sidebar-link" href="/docs/vitepress"><span class="sidebar-label">VitePress badges <span class="text-badge text-badge-warning">Changed</span></span></a>',
    ),
    sidebar,
  );
  assert.ok(
    sidebar.includes(
      '<a class="sidebar-link" href="https://starlight.astro.build"><span class="sidebar-label">Starlight <span class="text-badge text-badge-note">Compare</span></span></a>',
    ),
    sidebar,
  );
  assert.ok(sidebar.includes('<a class="sidebar-link" href="/docs/markdown">Kit in Markdown</a>'), sidebar);
  const site = await siteFolder({
    'site.config.yaml': 'title: T\nurl: https://t.example.com\nbaseUrl: /\n',
    'docs/intro.md': '---\ntitle: Intro\nsidebar_badge:\n  text: New\n  variant: shiny\n---\n\nText.\n',
  });
  await assert.rejects(generateSite({ configFile: path.join(site, 'site.config.yaml') }), (error: DocgenError) => {
    assert.equal(
      error.message,
      'docs/intro.md:4:3 - front matter "sidebar_badge": expected the badge\'s words ("New"), or {text, variant} with a variant of note, tip, info, success, warning, danger, caution, default and words for each language or one for all',
    );
    return true;
  });
});

test('the search index holds what the kit shows: file and folder names, card, link card and doc card titles, no badge or # in headings', async () => {
  const index = JSON.parse(await readFile(path.join(built!.outDir, '_docgen/search/en-current.json'), 'utf8')) as {
    pages: [string, string][];
    sections: [number, string, string, string][];
  };
  const sections = (route: string) => {
    const page = index.pages.findIndex(([url]) => url === route);
    return index.sections
      .filter(([p, , heading]) => p === page && heading)
      .map(([, , heading, text]) => [heading, text]);
  };
  assert.deepEqual(sections('/docs/markdown'), [
    ['Install', 'Install the package:\nWrite a config with a title.\nBuild the site.'],
    ['Layout', 'docs/\nintro.md the first page\nguides/\nsetup.md\nsite.config.yaml where the title goes\ntemplates/'],
    [
      'Next',
      'Write\nPages are Markdown.\nShip\nOne command builds the site.\nThe same in MDX\nElements instead of directives',
    ],
  ]);
  assert.deepEqual(sections('/docs/mdx'), [
    ['Install', 'Install the package.\nBuild the site.'],
    ['Layout', 'src/\nindex.ts starts here\npackage.json'],
    [
      'Next',
      'Write\nPages are MDX.\nShip\nOne command builds the site.\nThe same in Markdown\nDirectives instead of elements\nComputed\nBuilt\nFrom a template',
    ],
    // Doc cards: each title and description, without the emoji.
    ['Every page', 'Kit in Markdown\nInstall :badge[New]{variant="tip"}\nMore\n2 items\nStarlight'],
  ]);
  assert.equal(renderMarkdown('Now :badge[Beta]{variant="tip"} works.\n').sections[0]!.text, 'Now Beta works.');
});

function thrown(body: string): DocgenError {
  try {
    renderMarkdown(body);
  } catch (error) {
    assert.ok(error instanceof DocgenError, String(error));
    return error;
  }
  assert.fail('expected the page to fail');
}

test('a steps or file-tree block without its list fails at its line, with what to write', async () => {
  const steps = thrown('Intro.\n\n:::steps\n\n- a bullet\n- another\n\n:::\n');
  assert.equal(steps.message, 'docs/page.md:3:1 - `:::steps` holds no numbered list');
  assert.equal(steps.hint, 'write the steps as one numbered list (`1. First step`) inside it, each step an item');
  const tree = thrown(':::file-tree\nsrc/index.ts\n:::\n');
  assert.equal(tree.message, 'docs/page.md:1:1 - `:::file-tree` holds no list');
  assert.match(tree.hint!, /nested bullet list/);
  const { problems } = await compileMdx('# Page\n\n<FileTree>\n\nsrc/\n\n</FileTree>\n', 'docs/x.mdx', 'docs/x.mdx');
  assert.deepEqual(problems, [{ message: '`<FileTree>` holds no list', line: 3, column: 1 }]);
});

test('a link card without href, or a card without title, fails at its line, with what to write', async () => {
  const link = thrown('Intro.\n\n::link-card{title="Start"}\n');
  assert.equal(link.message, 'docs/page.md:3:1 - `::link-card` has no href');
  assert.equal(link.hint, 'give it the page it leads to: `href="/docs/intro"` or `href="./intro.md"`');
  assert.equal(thrown(':::card\nBody\n:::\n').message, 'docs/page.md:1:1 - `:::card` has no title');
  const { problems } = await compileMdx('# Page\n\n<LinkCard title="Start" />\n', 'docs/x.mdx', 'docs/x.mdx');
  assert.deepEqual(problems, [{ message: '`<LinkCard>` has no href', line: 3, column: 1 }]);
});
