/**
 * Seeded generators of Markdown documents and site configs for the fuzz tests: random mixes of every
 * construct and directive docgen supports, broken front matter, unclosed blocks, pathological nesting and
 * sizes, invalid bytes and control characters, and random mutations of real files. The same seed and index
 * always give the same input, so any failure can be reproduced from its number alone.
 */

/** mulberry32: small, fast and good enough to spread test inputs. */
export class Random {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  int(max: number): number {
    return Math.floor(this.next() * max);
  }

  between(min: number, max: number): number {
    return min + this.int(max - min + 1);
  }

  pick<T>(items: readonly T[]): T {
    return items[this.int(items.length)]!;
  }

  chance(p: number): boolean {
    return this.next() < p;
  }

  times<T>(min: number, max: number, make: () => T): T[] {
    return Array.from({ length: this.between(min, max) }, make);
  }
}

/** One generator per input number: the same (seed, index) always gives the same document. */
export function randomFor(seed: number, index: number): Random {
  return new Random(Math.imul(seed ^ 0x9e3779b9, 0x85ebca6b) ^ Math.imul(index + 1, 0xc2b2ae35));
}

const WORDS = [
  'node',
  'editor',
  'canvas',
  'drag',
  'drop',
  'frame',
  'element',
  'state',
  'the',
  'a',
  'of',
  'React',
  'useNode',
  'résumé',
  'naïve',
  '日本語',
  'עברית',
  'emoji 🎉',
  'x',
];
const URLS = [
  './overview.md',
  '../api/Frame.md#props',
  'api/useNode.md',
  '../concepts/nodes.md#canvas-node',
  'nope.md',
  './missing.md#x',
  '%E0%A4%A.md',
  '%zz.md',
  '/docs/overview',
  '/docs/api/frame#props',
  '/img/canvas-nodes.svg',
  '/no/such/page',
  '#custom-anchor',
  '#',
  '',
  'https://example.com/a?b=1&c=<2>',
  'mailto:someone@example.com',
  'javascript:alert(1)',
  '//cdn.example.com/x.js',
  'http://[::1',
  '<with space.md>',
  './a b.md',
  '..',
  '../../../../etc/passwd.md',
];
const LANGUAGES = [
  'tsx',
  'ts',
  'js',
  'jsx',
  'json',
  'sh',
  'bash',
  'css',
  'html',
  'md',
  'diff',
  'yaml',
  'text',
  '',
  'nonexistent-lang',
  'TSX',
  'c++',
];
const CODE_META = [
  '',
  'title="src/App.tsx"',
  '{2,4-6}',
  'showLineNumbers',
  'title="x" {1} showLineNumbers',
  '{999999999}',
  '{1-99999999999}',
  '{-5}',
  '{3-1}',
  "title='single quoted'",
  'title=',
  '{,,,}',
  '{1-2-3}',
  'title="unterminated',
];
const ADMONITIONS = ['note', 'tip', 'info', 'caution', 'warning', 'danger', 'unknown', 'api', 'NOTE', 'badge'];
const BADGES = ['component', 'hook', 'hoc', 'function', 'type', 'nonsense', ''];
const RAW_HTML = [
  '<div class="x">raw <b>html</b></div>',
  '<details><summary>More</summary>\n\nHidden *text*.\n\n</details>',
  '<script>alert(1)</script>',
  '<!-- a comment -->',
  '<!-- unclosed comment',
  '<div>',
  '</div>',
  '<table><tr><td>cell</table>',
  '<img src="/img/canvas-nodes.svg">',
  '<img src=x alt="described">',
  '<svg viewBox="0 0 10 10"><circle r="5"/></svg>',
  '<style>body{color:red}</style>',
  '<span style="color: red">styled</span>',
  '<span style="{{{;;">broken style</span>',
  '<p style="color">half a style</p>',
  '<a href="./overview.md">raw link</a>',
  '<input type="checkbox" checked>',
  '<iframe src="https://example.com"></iframe>',
  '<h2 id="dup">raw heading</h2>',
  '<video controls><source src="x.mp4"></video>',
  '<math><mi>x</mi></math>',
  '<br/>',
  '<hr>',
  '<kbd>Ctrl</kbd>',
  '<b onclick="x()">handler</b>',
  '<div hidden tabindex="-1" aria-hidden="true">a11y attrs</div>',
  '<select><option>a</select>',
  '<template><p>t</p></template>',
  '<textarea><b>not bold</b></textarea>',
];
const NOISE = [
  '```',
  '~~~',
  ':::',
  '::',
  '---',
  '|',
  '[',
  ']',
  '](',
  '<',
  '>',
  '{#',
  '}',
  '\n',
  '\n\n',
  '\t',
  '    ',
  '\u0000',
  '\u0007',
  '\u001b[31m',
  '\r',
  '\r\n',
  '\uFFFD',
  '\uD800',
  '\uDFFF',
  '\u200B',
  '\u202E',
  '\uFEFF',
  '*',
  '_',
  '`',
  '#',
  '::badge{type=',
  '- [ ] ',
  '> ',
  '1. ',
  '[^x]',
  '[^x]: ',
  '$$',
  '\\',
  '&#0;',
  '&#xD800;',
  '&nbsp;',
  '<!--',
  'javascript:',
  '{{',
  '%',
];

function words(r: Random, min = 1, max = 8): string {
  return r.times(min, max, () => r.pick(WORDS)).join(' ');
}

function inline(r: Random, depth = 0): string {
  const parts = r.times(1, 6, () => {
    switch (r.int(depth > 3 ? 3 : 18)) {
      case 0:
      case 1:
      case 2:
        return words(r);
      case 3:
        return `*${inline(r, depth + 1)}*`;
      case 4:
        return `**${inline(r, depth + 1)}**`;
      case 5:
        return `~~${words(r)}~~`;
      case 6:
        return `\`${r.pick([words(r), '`', '<tag>', '| pipe'])}\``;
      case 7:
        return `[${inline(r, depth + 1)}](${r.pick(URLS)}${r.chance(0.2) ? ' "a title"' : ''})`;
      case 8:
        return `![${r.chance(0.2) ? '' : words(r)}](${r.pick(URLS)})`;
      case 9:
        return r.pick(['https://example.com', '<https://example.com/x>', 'www.example.com', 'someone@example.com']);
      case 10:
        return `[^${r.pick(['1', 'note', 'x', 'missing'])}]`;
      case 11:
        return r.pick([
          ':abbr[text]{title="t"}',
          ':x',
          '10:30',
          'a:b',
          ':name{#id .class}',
          ':[empty]',
          ':badge{type="hook"}',
        ]);
      case 12:
        return r.pick([
          '<kbd>K</kbd>',
          '<b>unclosed',
          '<span class="x">s</span>',
          '<br>',
          '</em>',
          '<a href="#x">a</a>',
          '<img src=/img/logo.svg alt="logo of the site">',
        ]);
      case 13:
        return r.pick(['&amp;', '&lt;', '&#0;', '&#xD800;', '&unknown;', '&copy;', '\\*', '\\[', '\\\\']);
      case 14:
        return `${words(r)}\\\n${words(r)}`;
      case 15:
        return `[${words(r)}][${r.pick(['ref', 'nope', ''])}]`;
      case 16:
        return r.pick(NOISE);
      default:
        return `${words(r)}  \n${words(r)}`;
    }
  });
  return parts.join(r.pick([' ', '', ' ']));
}

function heading(r: Random): string {
  const id = r.pick(['', '', ' {#custom-anchor}', ' {#}', ' {#a b}', ' {#-}', ' {#dup}', ' {#日本}', ' {#x}}']);
  if (r.chance(0.1)) return `${inline(r)}\n${r.pick(['===', '---'])}`;
  return `${'#'.repeat(r.between(1, 7))} ${inline(r)}${id}${r.chance(0.1) ? ' ###' : ''}`;
}

function list(r: Random, depth: number): string {
  const marker = r.pick(['-', '*', '+', '1.', '1)', '- [ ]', '- [x]', '- [X]']);
  const indent = '  '.repeat(depth);
  return r
    .times(1, 5, () => {
      const item = `${indent}${marker === '1.' || marker === '1)' ? `${r.between(0, 999999999)}${marker.slice(1)}` : marker} ${inline(r)}`;
      return depth < 4 && r.chance(0.3) ? `${item}\n${list(r, depth + 1)}` : item;
    })
    .join('\n');
}

function table(r: Random): string {
  const columns = r.between(1, 8);
  const row = (n: number) =>
    `| ${Array.from({ length: n }, () => r.pick([words(r, 0, 3), '`a|b`', '\\|', inline(r), ''])).join(' | ')} |`;
  const align = `|${Array.from({ length: columns }, () => r.pick(['---', ':---', '---:', ':---:', '-'])).join('|')}|`;
  const rows = r.times(0, 6, () => row(r.chance(0.2) ? r.between(0, columns + 3) : columns));
  return [row(columns), align, ...rows].join('\n');
}

function codeFence(r: Random): string {
  const fence = r.pick(['```', '```', '~~~', '````']);
  const body = r
    .times(0, 12, () =>
      r.pick([
        words(r),
        'const a = <b>{c}</b>;',
        '```',
        '\t\tindented',
        '',
        'x'.repeat(r.int(300)),
        '<script>x</script>',
      ]),
    )
    .join('\n');
  const closed = r.chance(0.9);
  return `${fence}${r.pick(LANGUAGES)} ${r.pick(CODE_META)}\n${body}${closed ? `\n${fence}` : ''}`;
}

function admonition(r: Random, depth: number): string {
  const type = r.pick(ADMONITIONS);
  const colons = ':'.repeat(r.between(3, 5));
  const title = r.chance(0.4) ? `[${inline(r)}]` : '';
  const inner = type === 'api' ? apiItems(r) : blocks(r, depth + 1, 1, 3);
  return `${colons}${type}${title}${r.chance(0.1) ? '{.x #y}' : ''}\n${inner}${r.chance(0.9) ? `\n${colons}` : ''}`;
}

function apiItems(r: Random): string {
  return r
    .times(0, 5, () => {
      const head = r.pick([
        `\`${r.pick(WORDS)}\` \`${r.pick(['string', 'boolean', '() => void', '<T>'])}\``,
        `\`${r.pick(WORDS)}\``,
        '',
        words(r),
      ]);
      const nested = r.chance(0.3) ? `\n  - \`inner\` \`number\` ${words(r)}` : '';
      return `- ${head} ${r.pick(['', '— ', ': ', '- '])}${inline(r)}${nested}`;
    })
    .join('\n');
}

function block(r: Random, depth: number): string {
  switch (r.int(depth > 4 ? 4 : 16)) {
    case 0:
    case 1:
    case 2:
      return inline(r);
    case 3:
      return heading(r);
    case 4:
      return list(r, 0);
    case 5:
      return blocks(r, depth + 1, 1, 3)
        .split('\n')
        .map((line) => `> ${line}`)
        .join('\n');
    case 6:
      return codeFence(r);
    case 7:
      return table(r);
    case 8:
    case 9:
      return admonition(r, depth);
    case 10:
      return `::badge{type="${r.pick(BADGES)}"}${r.chance(0.1) ? ' trailing' : ''}`;
    case 11:
      return r.pick(RAW_HTML);
    case 12:
      return r.pick(['---', '***', '___']);
    case 13:
      return `[^${r.pick(['1', 'note', 'x'])}]: ${inline(r)}`;
    case 14:
      return `[ref]: ${r.pick(URLS)}`;
    default:
      return `    ${words(r)}`;
  }
}

function blocks(r: Random, depth: number, min: number, max: number): string {
  return r.times(min, max, () => block(r, depth)).join(r.pick(['\n\n', '\n', '\n\n\n']));
}

function frontMatter(r: Random): string {
  switch (r.int(12)) {
    case 0:
    case 1:
    case 2:
      return '';
    case 3:
      return `---\ntitle: ${words(r)}\ndescription: ${words(r)}\nsidebar_position: ${r.int(10)}\n---\n`;
    case 4:
      return `---\n${r.pick(['title: [oops', 'title: "unterminated', ': :', '\ttitle: tab', 'title: a\ntitle: b', '- a list', 'just text', 'x: &a [*a]', 'a: b: c'])}\n---\n`;
    case 5:
      return `---\n${r.pick(['title: 5', 'sidebar_position: first', 'keywords: one', 'draft: maybe', 'id: a/b', 'hide_table_of_contents: 1', 'toc_min_heading_level: 9', 'slug: 7', 'pagination_next: []'])}\n---\n`;
    case 6:
      return `---\ntitle: ${words(r)}\n`;
    case 7:
      return '---\n---\n';
    case 8:
      return `---\n${['a: &a ["x","x","x","x","x","x","x","x","x"]', ...Array.from({ length: 8 }, (_, i) => `${String.fromCharCode(98 + i)}: &${String.fromCharCode(98 + i)} [*${String.fromCharCode(97 + i)},*${String.fromCharCode(97 + i)},*${String.fromCharCode(97 + i)},*${String.fromCharCode(97 + i)}]`)].join('\n')}\n---\n`;
    case 9:
      return `\uFEFF---\ntitle: ${words(r)}\nslug: ${r.pick(['/', '/docs/x', 'relative', '../..', '//', ''])}\n---\n`;
    case 10:
      return `---\ntitle: |\n  ${words(r)}\n  ${words(r)}\nunknown_key: ${words(r)}\n---\n`;
    default:
      return `---   \r\ntitle: ${words(r)}\r\n---\r\n`;
  }
}

/** A document made of random constructs, with random (sometimes broken) front matter. */
export function generatedDocument(r: Random): string {
  return `${frontMatter(r)}${generatedBody(r)}`;
}

export function generatedBody(r: Random): string {
  return `${blocks(r, 0, 1, 14)}\n`;
}

/** Random edits of a text: deletions, duplications, insertions of syntax and noise, swapped lines, truncation, bad bytes. */
export function mutate(r: Random, text: string): string {
  let out = text;
  for (let n = r.between(1, 8); n > 0; n--) {
    const at = r.int(out.length + 1);
    switch (r.int(8)) {
      case 0:
        out = out.slice(0, at) + out.slice(at + r.between(1, 200));
        break;
      case 1:
        out = out.slice(0, at) + out.slice(at, at + r.between(1, 300)) + out.slice(at);
        break;
      case 2:
      case 3:
        out = out.slice(0, at) + r.pick(NOISE) + out.slice(at);
        break;
      case 4: {
        const lines = out.split('\n');
        const a = r.int(lines.length);
        const b = r.int(lines.length);
        [lines[a], lines[b]] = [lines[b]!, lines[a]!];
        out = lines.join('\n');
        break;
      }
      case 5:
        out = out.slice(0, at);
        break;
      case 6:
        out = out.slice(0, at) + block(r, 0) + out.slice(at);
        break;
      default:
        out = withInvalidBytes(r, out);
    }
  }
  return out;
}

/** The text's UTF-8 bytes with stray bytes put in: broken UTF-8, as a file on disk may hold. */
export function invalidBytes(r: Random, text: string): Buffer {
  const bytes = Buffer.from(text, 'utf8');
  const at = r.int(bytes.length + 1);
  const junk = Buffer.from(
    r.times(1, 6, () => r.pick([0x80, 0xbf, 0xc0, 0xc3, 0xe2, 0xed, 0xf0, 0xf8, 0xfe, 0xff, 0x00, 0x1b])),
  );
  return Buffer.concat([bytes.subarray(0, at), junk, bytes.subarray(at)]);
}

/** What reading a file with broken UTF-8 as text gives, as `readFile(file, 'utf8')` does. */
export function withInvalidBytes(r: Random, text: string): string {
  return invalidBytes(r, text).toString('utf8');
}

/**
 * Inputs chosen to be heavy or deep rather than random: each must still pass (or be rejected with a clear
 * error) without hanging. The 2 MB page repeats `pages` (real docs, front matter left out), so that
 * its whole length is rendered rather than rejected at the first broken construct. Tens of thousands of blocks show a
 * cost that grows with the size of the page, and a cost quadratic in its characters runs hours past the hang limit
 * (5 MB took 92 s of the suite's time, of which 57 % in the Markdown parser, linear in size).
 */
export function extremeDocuments(r: Random, pages: string[]): { name: string; source: string }[] {
  const nestedList = Array.from({ length: 500 }, (_, i) => `${'  '.repeat(i)}- level ${i}`).join('\n');
  const nestedQuote = `${'> '.repeat(500)}deep quote`;
  const tableRow = (i: number) => `| ${Array.from({ length: 20 }, (_, c) => `r${i}c${c}`).join(' | ')} |`;
  const hugeTable = [
    tableRow(0),
    `|${' --- |'.repeat(20)}`,
    ...Array.from({ length: 2000 }, (_, i) => tableRow(i + 1)),
  ].join('\n');
  const longLine = `${'word '.repeat(200_000)}end`;
  const everyBlock = () => Array.from({ length: 40 }, () => block(r, 0)).join('\n\n');
  const bodies = pages.map((page) => page.replace(/^---\n[\s\S]*?\n---\n/, ''));
  let twoMegabytes = '---\ntitle: Two megabytes\n---\n\n';
  for (let i = 0; twoMegabytes.length < 2 * 1024 * 1024; i++)
    twoMegabytes += `## Part ${i}\n\n${bodies[i % bodies.length]}\n\n`;
  return [
    { name: 'list nested 500 deep', source: nestedList },
    { name: 'quote nested 500 deep', source: nestedQuote },
    {
      name: 'admonitions nested 200 deep, never closed',
      source: Array.from({ length: 200 }, (_, i) => `${':'.repeat(3 + (200 - i))}note`).join('\n'),
    },
    // The Markdown parser takes quadratic time on nested emphasis: 1000 levels keep the run short.
    { name: 'emphasis nested 1000 deep', source: `${'*a '.repeat(1000)}x${' b*'.repeat(1000)}` },
    { name: '10000 open brackets', source: `${'['.repeat(10_000)}x${'](y)'.repeat(100)}` },
    { name: '3000 unclosed <div> elements', source: `<div>\n\n${'<div>'.repeat(3000)}text` },
    { name: '10000 backticks and angle brackets', source: '`<'.repeat(10_000) },
    { name: 'table of 2000 rows and 20 columns', source: hugeTable },
    { name: 'a one-megabyte line', source: longLine },
    { name: 'a one-megabyte line in a code block', source: `\`\`\`tsx {1-5}\n${longLine}\n\`\`\`` },
    { name: 'an unclosed code fence at the start', source: `\`\`\`tsx\n${everyBlock()}` },
    {
      name: 'control characters everywhere',
      source: Array.from({ length: 2000 }, (_, i) => String.fromCharCode(i % 32) + r.pick(WORDS)).join(''),
    },
    { name: 'lone surrogates', source: `# \uD800 title\n\n${'\uDC00text\uD83D'.repeat(500)}` },
    {
      name: 'invalid UTF-8 throughout',
      // 20 pages of every block, not 50: the 30 more ran no block of src/ that the other inputs leave out (V8's block
      // coverage of the run; 10 pages left out one), and took a quarter of this input's time.
      source: Array.from({ length: 20 }, () => withInvalidBytes(r, everyBlock())).join('\n'),
    },
    { name: '5000 headings with the same text', source: Array.from({ length: 5000 }, () => '## Same').join('\n\n') },
    {
      name: '2000 footnotes',
      source: `${Array.from({ length: 2000 }, (_, i) => `a[^${i}]`).join(' ')}\n\n${Array.from({ length: 2000 }, (_, i) => `[^${i}]: note ${i}`).join('\n')}`,
    },
    { name: 'front matter of one megabyte', source: `---\ntitle: ${'t'.repeat(1024 * 1024)}\n---\nBody.` },
    { name: 'a 2 MB page of every construct', source: twoMegabytes },
  ];
}

/** Random edits of the site config: keys renamed or removed, values of the wrong type, broken YAML. */
export function mutateConfig(r: Random, yaml: string): string {
  const lines = yaml.split('\n');
  for (let n = r.between(1, 3); n > 0; n--) {
    const i = r.int(lines.length);
    const line = lines[i]!;
    const key = /^(\s*(?:- )?)([\w-]+):(.*)$/.exec(line);
    switch (r.int(9)) {
      case 0:
        lines.splice(i, 1);
        break;
      case 1:
        if (key)
          lines[i] =
            `${key[1]}${key[2]}: ${r.pick(['42', 'true', 'null', '[]', '{}', '"text"', '-1', '3.5', '[a, b]', '{a: 1}', "'/'", 'https://', '~'])}`;
        break;
      case 2:
        if (key) lines[i] = `${key[1]}${key[2]!.slice(0, -1) || 'x'}${r.pick(['s', '_', 'X', ''])}:${key[3]}`;
        break;
      case 3:
        lines[i] = line.replace(/^(\s*)/, r.pick(['', ' ', '\t', '      ', '$1  ']));
        break;
      case 4:
        lines.splice(i, 0, line);
        break;
      default: {
        const at = r.int(line.length + 1);
        lines[i] =
          line.slice(0, at) +
          r.pick([
            ':',
            '"',
            "'",
            '[',
            '{',
            '&a',
            '*a',
            '!!binary',
            '\t',
            '#',
            '- ',
            '|',
            '>',
            '%',
            '@',
            '`',
            '\u0000',
            '\uFFFD',
          ]) +
          line.slice(at);
      }
    }
  }
  return lines.join('\n');
}
