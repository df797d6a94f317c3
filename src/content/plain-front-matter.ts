/**
 * Most docs' front matter is lines of `key: value`, with strings, numbers, booleans and simple lists: read here
 * without the YAML parser, which was two thirds of what reading a thousand docs' front matter cost (and the largest
 * part of `serve --watch`'s start from an empty cache). Anything this reader does not read exactly as YAML 1.2's core
 * schema (the `yaml` package's default) does gives undefined, and the YAML parser reads it: quotes with escapes,
 * values over several lines, anchors, tags, flow maps, comments after a value, tabs, keys YAML would read as other
 * than their text.
 */
export function plainFrontMatter(yamlText: string): Record<string, unknown> | undefined {
  if (UNSAFE_CHARACTER.test(yamlText)) return undefined;
  const data: Record<string, unknown> = {};
  /** The block list the lines are filling, and the indentation of its items. */
  let list: { items: unknown[]; indent: number } | undefined;
  /** The key whose value is on the next lines: a block list, or null when none follows. */
  let open: string | undefined;
  for (const line of yamlText.split('\n')) {
    if (BLANK_OR_COMMENT.test(line)) continue;
    const item = LIST_ITEM.exec(line);
    if (item) {
      const indent = item[1]!.length;
      if (open !== undefined) {
        list = { items: [], indent };
        data[open] = list.items;
        open = undefined;
      }
      if (!list || list.indent !== indent) return undefined;
      const value = scalar(item[2]!.trimEnd(), false);
      if (value === NOT_PLAIN) return undefined;
      list.items.push(value);
      continue;
    }
    const entry = KEY_LINE.exec(line);
    if (!entry) return undefined;
    const key = entry[1]!;
    if (Object.hasOwn(data, key) || key === open || NOT_STRING_KEY.test(key)) return undefined;
    if (open !== undefined) data[open] = null;
    list = undefined;
    open = undefined;
    const text = (entry[2] ?? '').trim();
    if (text === '') {
      open = key;
      continue;
    }
    const value = text.startsWith('[') ? flowList(text) : scalar(text, false);
    if (value === NOT_PLAIN) return undefined;
    data[key] = value;
  }
  if (open !== undefined) data[open] = null;
  return data;
}

const NOT_PLAIN = Symbol('not plain');

/**
 * Tabs and carriage returns (YAML gives them meanings of their own), other control characters (errors in YAML), and the
 * characters that some readers take as line breaks.
 */
const UNSAFE_CHARACTER = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u2028\u2029\ufeff]/;
const BLANK_OR_COMMENT = /^ *(#.*)?$/;
const LIST_ITEM = /^( *)- +(\S.*)$/;
/** A top-level key at the start of its line, a colon, and the value after a space (or nothing). */
const KEY_LINE = /^([A-Za-z_][\w-]*):(?: +(.*))?$/;
/** Keys YAML reads as null or a boolean, and the one an object cannot hold as its own: left to the parser. */
const NOT_STRING_KEY = /^(?:[Nn]ull|NULL|[Tt]rue|TRUE|[Ff]alse|FALSE|__proto__)$/;

/** `[a, 2, "c"]` of plain or simply quoted items, or undefined. */
function flowList(text: string): unknown[] | typeof NOT_PLAIN {
  if (!text.endsWith(']')) return NOT_PLAIN;
  const inside = text.slice(1, -1).trim();
  if (inside === '') return [];
  const items: unknown[] = [];
  for (const part of inside.split(',')) {
    const value = scalar(part.trim(), true);
    if (value === NOT_PLAIN) return NOT_PLAIN;
    items.push(value);
  }
  return items;
}

const DOUBLE_QUOTED = /^"([^"\\]*)"$/;
const SINGLE_QUOTED = /^'([^']*)'$/;
/**
 * The first characters of a plain value that mean something else (or may, in some position) in YAML: indicators,
 * reserved characters, and a `-`, `?` or `:` that starts an entry.
 */
const NOT_PLAIN_START = /^(?:[[\]{},#&*!|>'"%@`?:]|-(?:\s|$))/;
/** A comment after the value, a colon that would start a mapping; in a flow list, also its indicators and any colon. */
const NOT_PLAIN_INSIDE = / #|: |:$/;
const NOT_PLAIN_INSIDE_FLOW = / #|[:[\]{},]/;

/** A value on one line, as YAML's core schema resolves it. */
function scalar(text: string, flow: boolean): unknown {
  if (text === '') return NOT_PLAIN;
  const quoted = DOUBLE_QUOTED.exec(text) ?? SINGLE_QUOTED.exec(text);
  if (quoted) return quoted[1]!;
  if (NOT_PLAIN_START.test(text) || (flow ? NOT_PLAIN_INSIDE_FLOW : NOT_PLAIN_INSIDE).test(text)) return NOT_PLAIN;
  return coreValue(text);
}

/** YAML 1.2's core schema, in the order and with the tests the `yaml` package applies. */
function coreValue(text: string): unknown {
  if (/^(?:~|[Nn]ull|NULL)$/.test(text)) return null;
  if (/^(?:[Tt]rue|TRUE|[Ff]alse|FALSE)$/.test(text)) return text[0] === 't' || text[0] === 'T';
  if (/^0o[0-7]+$/.test(text)) return parseInt(text.slice(2), 8);
  if (/^[-+]?[0-9]+$/.test(text)) return parseInt(text, 10);
  if (/^0x[0-9a-fA-F]+$/.test(text)) return parseInt(text.slice(2), 16);
  if (/^(?:[-+]?\.(?:inf|Inf|INF)|\.nan|\.NaN|\.NAN)$/.test(text))
    return text.slice(-3).toLowerCase() === 'nan' ? NaN : text[0] === '-' ? -Infinity : Infinity;
  if (/^[-+]?(?:\.[0-9]+|[0-9]+(?:\.[0-9]*)?)[eE][-+]?[0-9]+$/.test(text)) return parseFloat(text);
  if (/^[-+]?(?:\.[0-9]+|[0-9]+\.[0-9]*)$/.test(text)) return parseFloat(text);
  return text;
}
