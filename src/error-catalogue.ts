/**
 * docgen's errors, each with a permanent name and what to do about it. An error is found here by what
 * its message says, so that every `new DocgenError(message, location, hint)` takes part without naming
 * itself: a new kind of error needs only an entry here (a hint given where the error is made wins).
 * Order matters: the first entry whose pattern matches names the error. An entry without a pattern is for errors that
 * carry another tool's words (a parser's, the bundler's) and name their entry where they are made.
 * test/errors.test.ts checks that every `new DocgenError` in src/ finds its entry.
 */
export const ERROR_CATALOGUE: readonly { name: string; matches?: RegExp; hint: string }[] = [
  {
    name: 'config-unreadable',
    matches: /^cannot read the site config/,
    hint: 'run docgen in the site folder, pass --config FILE, or create a site with docgen init',
  },
  {
    name: 'config-yaml',
    matches: /^invalid YAML: /,
    hint: 'fix the YAML at that position: indentation, or quotes around a value holding ": "',
  },
  {
    name: 'config-unknown-doc',
    matches: /: the (navbar links to|sidebar names) doc "/,
    hint: 'name a doc by its id: its path in the docs folder without extension, or its front matter id',
  },
  {
    name: 'config-empty-sidebar',
    matches: /: the navbar links to sidebar "/,
    hint: 'name a sidebar of docs.sidebars that holds at least one doc',
  },
  {
    name: 'config-main-doc',
    matches: /^docs\.mainDocId: /,
    hint: 'set docs.mainDocId to the id of a doc, or leave it out to use the first doc of the sidebar',
  },
  {
    name: 'config-redirect-source',
    matches: /^redirects\[\d+\]\.from(\[\d+\])?: cannot redirect from /,
    hint: 'redirect only from paths where the site has no page, each once',
  },
  {
    name: 'config-redirect-target',
    matches: /^redirects\[\d+\]\.to: no page at /,
    hint: 'redirect to the route of a doc or page of the site',
  },
  {
    name: 'config-locale',
    matches: /^i18n\.defaultLocale: .* is not one of i18n\.locales/,
    hint: 'add the default locale to i18n.locales',
  },
  {
    name: 'config-locale-url',
    matches: /^i18n\.localeConfigs\.[^.]+\.url: /,
    hint: 'give the domain the locale is published on, such as "https://fr.example.com", or leave url out to publish it on the site\'s',
  },
  {
    name: 'translation-file',
    matches: /^a translation file that is not |^the translation ".*" has no "message" string/,
    hint: 'a translation file maps each id to {"message": "…"} (an optional "description" beside it), as Docusaurus writes them',
  },
  {
    name: 'cli-locale',
    matches: /^--locale .*: the site has no locale /,
    hint: 'name one of i18n.locales',
  },
  {
    name: 'config-link',
    matches: /: a link needs "to"/,
    hint: 'give the item "to: /a/page" for a page of the site, or "href: https://…" for any URL',
  },
  {
    name: 'doc-gone-while-building',
    matches: /^the doc could not be read again: /,
    hint: 'it was moved or deleted while docgen was building: build again',
  },
  {
    name: 'docs-version-missing',
    matches: / lists version ".*", whose docs folder .* does not exist$/,
    hint: "restore the version's folder, or take the version out of the versions file",
  },
  {
    name: 'docs-version-name',
    matches: /^docs:version: ".*" is no version name: /,
    hint: 'a version name is one path segment, such as 2.0 or v3',
  },
  {
    name: 'docs-version-exists',
    matches: /^docs:version: .* exists already/,
    hint: 'choose another name: docs:version never replaces a version or a file',
  },
  {
    name: 'docs-version-instance',
    matches: /^docs:version --instance .*: the config has no docs instance/,
    hint: "name the id of a docsInstances entry, or leave --instance out for the config's docs",
  },
  {
    name: 'docs-version-source',
    matches: /^docs:version: there is no docs folder at /,
    hint: "create the docs folder, or set the instance's path to it",
  },
  { name: 'sidebars-syntax', matches: /^invalid \w+: /, hint: 'fix the sidebars file at that position' },
  {
    name: 'docusaurus-file',
    matches: /^\S+ imports ".*", which docgen cannot provide$|^cannot read .+: |^running .+ failed: /,
    hint: 'docgen runs this file of the Docusaurus site on its own: make it work without Docusaurus, or write the value out',
  },
  {
    name: 'docusaurus-generated',
    hint: 'import one of the files docgen gives, or read the value another way (the @docusaurus/* hooks)',
  },
  {
    name: 'docusaurus-config-unsettled',
    matches: / exports a promise that never settles: /,
    hint: 'make the exported promise (or async function) resolve to the config object, or export the object itself',
  },
  {
    name: 'docusaurus-config-timeout',
    matches: / did not give its config within [\d.]+ s, so it was stopped$/,
    hint: 'look for an endless loop, or a wait with no end, in the config or in what it runs while loading',
  },
  {
    name: 'docusaurus-create-redirects',
    matches: /^createRedirects of \S+ (gave no answer within \S+ s|stopped its process before it answered)$/,
    hint: 'look for an endless loop in createRedirects, or a way out of the process it takes; or remove it and write the redirects',
  },
  {
    name: 'init-no-site',
    matches: /^docgen init --from-docusaurus: no /,
    hint: 'pass the folder of the Docusaurus site, as in `docgen init --from-docusaurus website`',
  },
  {
    name: 'init-file-exists',
    matches: / exists already.*; docgen init never replaces a file$|^cannot create a site in .+ already there/,
    hint: 'run docgen init in an empty folder, or move the file away',
  },
  {
    name: 'init-package-json',
    hint: 'fix package.json (npm reads it too), then run docgen init again',
  },
  {
    name: 'init-deploy',
    matches: /^--deploy: /,
    hint: 'docgen init --deploy HOST writes a new site with its deploy workflow; for a moved site, build with npm run docs:build in its existing workflow',
  },
  {
    name: 'blog-post',
    hint: 'fix the post, or set the blog option the message names to "warn"',
  },
  {
    name: 'blog-tags',
    matches: /^the tags ".*" and ".*" have the one permalink /,
    hint: 'give each tag of the tags file a permalink of its own',
  },
  {
    name: 'front-matter',
    matches: /^(invalid )?front matter\b/,
    hint: 'fix the YAML between the two "---" lines at the top of the doc',
  },
  {
    name: 'content-too-deep',
    matches: /nested more than \d+ levels deep/,
    hint: 'close the lists, quotes or elements it opens: docgen reads no deeper than 100 levels',
  },
  {
    name: 'name-not-routable',
    matches: /^the name ".*" contains ".*", which cannot be part of a URL/,
    hint: 'rename the file or folder, or set slug: in the front matter',
  },
  {
    name: 'parse-budget',
    matches: /^parsing this page .* took more than .* so it was stopped$/,
    hint: 'escape long runs of * or _ (\\*), or split the page',
  },
  {
    name: 'markdown-plugin-failed',
    hint: 'the plugin threw on this doc: fix the doc, or the plugin',
  },
  {
    name: 'config-markdown-plugin',
    hint: 'name an installed package, or a JavaScript module by its path from the config’s folder, exporting the plugin',
  },
  {
    name: 'config-postcss',
    matches: /: the site has no "postcss" package/,
    hint: 'install postcss in the site (npm install --save-dev postcss), or remove the PostCSS config',
  },
  {
    name: 'config-plugin',
    hint: 'name an installed package, or a JavaScript module by its path from the config’s folder, whose default export is made by definePlugin',
  },
  {
    name: 'plugin-failed',
    hint: 'the error is the plugin’s: fix it, or the files it reads',
  },
  {
    name: 'markdown-component',
    hint: 'write the list the component is made of inside it (see the README: Components for Markdown and MDX)',
  },
  { name: 'markdown-syntax', hint: 'fix the Markdown or the HTML in it at that place' },
  { name: 'markdown-problem', hint: 'fix it at that place in the doc' },
  {
    name: 'package-load',
    hint: 'install the package in the site, or fix what its message names',
  },
  {
    name: 'docs-symlink',
    hint: 'link to a file of the docs folder, or move what the link points to into the docs folder',
  },
  {
    name: 'sidebar-shared-translation-id',
    hint: 'give one of the two sidebar items a `key` (a folder: `key` in its _category_ file, or `sidebar_key` in its index doc)',
  },
  {
    name: 'translation-file-unread',
    hint: "remove the file, or give the site the docs version, instance or plugin it translates; a translated _category_ file's label goes in the version's translation file, by the id named",
  },
  {
    name: 'sidebars-legacy-prefix',
    hint: 'remove the "version-<name>/" prefix from the sidebar names and doc ids of the versioned sidebars file, as Docusaurus 3 requires',
  },
  {
    name: 'yaml-data',
    hint: 'fix the YAML file at that position (a doc or component imports it as data): indentation, or quotes around a value holding ": "',
  },
  { name: 'compile-failed', hint: 'fix the file at that place: a theme component, a page module or an MDX doc' },
  {
    name: 'react-version',
    matches: /^the site has react /,
    hint: 'install React 19 or 18.2 and later in the site, react and react-dom at the same version',
  },
  {
    name: 'page-module-export',
    matches: /^a page module needs a default export/,
    hint: 'export the page component: export default function MyPage() { … }',
  },
  {
    name: 'render-failed',
    matches: /^rendering (\S+ )?failed: /,
    hint: 'the theme or a page module threw this while rendering, at the line shown',
  },
  {
    name: 'render-timeout',
    matches: /^rendering did not finish/,
    hint: 'look for an endless loop in the theme or a page module',
  },
  {
    name: 'render-out-of-memory',
    matches: /^rendering this page ran out of memory/,
    hint: 'split the page into smaller ones, or give Node more memory (NODE_OPTIONS=--max-old-space-size=8192)',
  },
  {
    name: 'broken-link',
    matches: /^broken link → /,
    hint: 'fix the link or its target; onBrokenLinks: warn reports broken links without failing',
  },
  {
    name: 'duplicate-route',
    matches: /^duplicate route /,
    hint: 'give one of the two an own slug (front matter) or move it',
  },
  {
    name: 'static-link',
    matches: /^this symbolic link in the static folder points /,
    hint: 'copy what it points to into the static folder, or fix the link',
  },
  {
    name: 'link-loop',
    matches: /^this symbolic link in the .+ points to a folder that holds it$/,
    hint: 'link to a file or a sibling folder instead, or remove the link',
  },
  { name: 'output-path', matches: /^(a part of )?the output (path|folder) /, hint: 'choose another --out-dir' },
  {
    name: 'output-locked',
    matches: /^another docgen build/,
    hint: 'wait for it to finish, or build into another --out-dir',
  },
  { name: 'file-system', hint: 'check the disk and the permissions of the output folder, then build again' },
  {
    name: 'output-not-replaceable',
    matches: /^refusing to replace /,
    hint: 'choose another --out-dir, or empty that folder yourself',
  },
  {
    name: 'port-in-use',
    matches: /^port \d+ on .* is in use/,
    hint: 'pass --port with another number, or stop the server that uses it',
  },
  { name: 'host-unknown', matches: /^cannot listen on /, hint: 'pass --host 127.0.0.1, or an address of this machine' },
  { name: 'port-invalid', matches: /^PORT=/, hint: 'set PORT to a number from 0 to 65535, or pass --port' },
  {
    name: 'internal',
    matches: /^docgen failed: /,
    hint: 'this looks like a bug in docgen; run with DOCGEN_DEBUG=1 for the stack trace',
  },
  // Last: any other mistake in a config key (the schema's own checks) starts with the key path.
  {
    name: 'config-invalid',
    matches: /^([\w$-]+(\.[\w$-]+|\[\d+\])*|\(top level\)): /,
    hint: 'see the configuration keys in the README',
  },
];
