import { createRequire } from 'node:module';
import { LineCounter, parseDocument } from 'yaml';
import { z } from 'zod';
import { closestKey } from '../config/suggest-key.js';
import { DocgenError, DocgenErrors } from '../errors.js';
import { escapeRegExp } from '../util/escape-regexp.js';
import { plainFrontMatter } from './plain-front-matter.js';
import { splitText, YAML_START_LINE } from './front-matter-block.js';
import { yamlValue } from '../util/yaml-value.js';
import { sidebarBadgeSchema } from '../sidebar/item-schema.js';
import type { DocFrontMatter } from '../shared/model.js';

const headingLevel = z.number().int().min(2).max(6);

/** The doc front matter docgen reads (exported for the test that holds `knownGood` to it). */
export const frontMatterSchema = z.looseObject({
  id: z
    .string()
    .regex(/^[^/]+$/, 'expected an id without "/"')
    .optional(),
  title: z.string().optional(),
  sidebar_label: z.string().optional(),
  sidebar_key: z.string().optional(),
  sidebar_position: z.number().optional(),
  slug: z.string().optional(),
  description: z.string().optional(),
  keywords: z.array(z.string()).optional(),
  hide_table_of_contents: z.boolean().optional(),
  toc_min_heading_level: headingLevel.optional(),
  toc_max_heading_level: headingLevel.optional(),
  draft: z.boolean().optional(),
  pagination_prev: z.string().nullable().optional(),
  pagination_next: z.string().nullable().optional(),
  pagination_label: z.string().optional(),
  parse_number_prefixes: z.boolean().optional(),
  displayed_sidebar: z.string().nullable().optional(),
  hide_title: z.boolean().optional(),
  sidebar_class_name: z.string().optional(),
  sidebar_custom_props: z.record(z.string(), z.unknown()).optional(),
  sidebar_badge: sidebarBadgeSchema.optional(),
  custom_edit_url: z.string().nullable().optional(),
  unlisted: z.boolean().optional(),
  tags: z
    .array(
      z.union([
        z.string().min(1),
        z.strictObject({
          label: z.string().min(1),
          permalink: z.string().optional(),
          description: z.string().optional(),
        }),
      ]),
    )
    .optional(),
  image: z.string().optional(),
  last_update: z
    .strictObject({ date: z.union([z.string(), z.number()]).optional(), author: z.string().optional() })
    .optional(),
});

export interface SplitDocument {
  frontMatter: DocFrontMatter;
  body: string;
  /** 1-based line of the body's first line. */
  bodyLine: number;
}

/** Front matter parsed by earlier builds, by its YAML text: the build cache's, when there is one. */
export interface FrontMatterMemo {
  get(yamlText: string): DocFrontMatter | undefined;
  set(yamlText: string, frontMatter: DocFrontMatter): void;
}

/** Separates and validates the YAML front matter; errors point at the line in the Markdown file. */
export function splitFrontMatter(source: string, file: string, memo?: FrontMatterMemo): SplitDocument {
  const { yamlText, body, bodyLine } = splitText(source, file);
  if (yamlText === undefined) return { frontMatter: {}, body, bodyLine };
  let frontMatter = memo?.get(yamlText);
  if (!frontMatter) {
    frontMatter = parseFrontMatter(yamlText, file, YAML_START_LINE);
    memo?.set(yamlText, frontMatter);
  }
  return { frontMatter, body, bodyLine };
}

function parseFrontMatter(yamlText: string, file: string, firstLine: number): DocFrontMatter {
  const plain = plainFrontMatter(yamlText);
  const fast = plain && knownGood(plain);
  if (fast) return fast;
  const lineCounter = new LineCounter();
  const doc = parseDocument(yamlText, { lineCounter, prettyErrors: false });
  const at = (offset: number) => {
    const { line, col } = lineCounter.linePos(offset);
    return { file, line: line + firstLine - 1, column: col };
  };
  const lenient = doc.errors.length > 0 ? docusaurusYaml(yamlText) : undefined;
  if (doc.errors.length > 0 && lenient === undefined) {
    throw new DocgenErrors(
      doc.errors.map((e) => new DocgenError(`invalid front matter: ${e.message.split('\n')[0]}`, at(e.pos[0]))),
    );
  }
  const data =
    lenient ??
    yamlValue(doc, (message, offset) => new DocgenError(`invalid front matter: ${message}`, at(offset))) ??
    {};
  if (typeof data !== 'object' || Array.isArray(data)) {
    throw new DocgenError('invalid front matter: expected a YAML mapping of keys to values', at(0));
  }
  if (lenient !== undefined && !withinSize(data, MAX_VALUES)) {
    throw new DocgenError(
      `invalid front matter: its aliases expand to more than ${MAX_VALUES} values`,
      at(Math.max(0, yamlText.indexOf('*'))),
    );
  }
  const good = knownGood(data as Record<string, unknown>);
  if (good) return good;
  const result = frontMatterSchema.safeParse(data);
  if (result.success) return result.data as DocFrontMatter;
  throw new DocgenErrors(
    result.error.issues.map((issue) => {
      const key = issue.path.map(String).join('.');
      const node = doc.getIn(issue.path as (string | number)[], true) as
        { range?: [number, number, number] } | undefined;
      return new DocgenError(
        `front matter "${key}": ${issue.message.replace(/^Invalid input: /, '')}`,
        at(node?.range?.[0] ?? keyOffset(yamlText, String(issue.path[0] ?? ''))),
      );
    }),
  );
}

const isString = (v: unknown) => typeof v === 'string';
const isStringOrNull = (v: unknown) => v === null || typeof v === 'string';
const isBoolean = (v: unknown) => typeof v === 'boolean';
const isHeadingLevel = (v: unknown) => Number.isInteger(v) && (v as number) >= 2 && (v as number) <= 6;

/**
 * The values of the schema's keys that are good without asking zod, by key: checking a thousand docs' front matter
 * with zod cost a third of what reading it cost. A key not here (a badge, tag objects, custom props) is left to zod.
 */
const SIMPLE_CHECKS: Partial<Record<keyof typeof frontMatterSchema.shape, (value: unknown) => boolean>> = {
  id: (v) => typeof v === 'string' && /^[^/]+$/.test(v),
  title: isString,
  sidebar_label: isString,
  sidebar_key: isString,
  sidebar_position: Number.isFinite,
  slug: isString,
  description: isString,
  keywords: (v) => Array.isArray(v) && v.every(isString),
  hide_table_of_contents: isBoolean,
  toc_min_heading_level: isHeadingLevel,
  toc_max_heading_level: isHeadingLevel,
  draft: isBoolean,
  pagination_prev: isStringOrNull,
  pagination_next: isStringOrNull,
  pagination_label: isString,
  parse_number_prefixes: isBoolean,
  displayed_sidebar: isStringOrNull,
  hide_title: isBoolean,
  sidebar_class_name: isString,
  custom_edit_url: isStringOrNull,
  unlisted: isBoolean,
  tags: (v) => Array.isArray(v) && v.every((tag) => typeof tag === 'string' && tag !== ''),
  image: isString,
};
const SCHEMA_KEYS = Object.keys(frontMatterSchema.shape);

/**
 * The front matter as the schema gives it (its own keys first, in its order, then the site's), when every value of
 * the schema's keys passes its simple check; undefined when zod must decide.
 */
export function knownGood(data: Record<string, unknown>): DocFrontMatter | undefined {
  const known: Record<string, unknown> = {};
  for (const key of SCHEMA_KEYS) {
    if (!Object.hasOwn(data, key)) continue;
    const check = SIMPLE_CHECKS[key as keyof typeof SIMPLE_CHECKS];
    if (!check?.(data[key])) return undefined;
    known[key] = data[key];
  }
  for (const key of Object.keys(data)) if (!Object.hasOwn(known, key)) known[key] = data[key];
  return known as DocFrontMatter;
}

/**
 * Docusaurus reads front matter with gray-matter, whose parser, js-yaml 3, takes text that YAML itself (and the
 * `yaml` package) rejects, and sites rely on it: a quoted value continued on an unindented line, two keys on one
 * line after a flow collection (`authors: [a] tags: [b]`). What js-yaml reads is read the same way here, with the
 * core schema that `yaml` uses (a date stays text); what it rejects too keeps `yaml`'s positioned errors.
 */
type JsYaml = typeof import('js-yaml');
/**
 * Required by the first front matter that `yaml` rejects, left out of the engine's bundle (see scripts/build-engine.mjs):
 * bundled, its 100 KB were compiled by every process and thread that reads a doc, for front matter few sites have.
 */
let jsYaml: JsYaml | undefined;
function docusaurusYaml(yamlText: string): unknown {
  jsYaml ??= createRequire(import.meta.url)('js-yaml') as JsYaml;
  try {
    return jsYaml.safeLoad(yamlText, { schema: jsYaml.CORE_SCHEMA }) ?? {};
  } catch {
    return undefined;
  }
}

/** js-yaml shares one value between an anchor and its aliases: walking them all may not end, so it is bounded. */
const MAX_VALUES = 10_000;
function withinSize(value: unknown, limit: number): boolean {
  let left = limit;
  const visit = (v: unknown): boolean => {
    if (--left < 0) return false;
    if (v === null || typeof v !== 'object') return true;
    return Object.values(v).every(visit);
  };
  return visit(value);
}

/** Where a top-level key starts (at a line's start, or after a value on the same line), when no node tells. */
function keyOffset(yamlText: string, key: string): number {
  const found = new RegExp(`(^|[\\s\\]}"'])${escapeRegExp(key)}\\s*:`, 'm').exec(yamlText);
  return found ? found.index + found[1]!.length : 0;
}

/** Front matter keys of Docusaurus docs that docgen reads elsewhere (`format`). */
const OTHER_KNOWN_KEYS = ['format'];
const KNOWN_KEYS = new Set([...Object.keys(frontMatterSchema.shape), ...OTHER_KNOWN_KEYS]);

/**
 * A front matter key close to one docgen knows (`sidebar_postion`) is most likely that key mistyped, which would be
 * ignored: a warning at its line says which it meant. Other keys are the site's own (a theme reads them), and silent.
 */
export function frontMatterTypos(
  source: string,
  frontMatter: DocFrontMatter,
): { message: string; line: number; column: number }[] {
  return Object.keys(frontMatter).flatMap((key) => {
    if (KNOWN_KEYS.has(key)) return [];
    const meant = closestKey(
      key,
      [...KNOWN_KEYS].filter((k) => k.length >= 4),
    );
    if (!meant) return [];
    // Every doc of every start is looked at: its lines are split only for a key to place.
    const line = source.split('\n').findIndex((l, i) => i > 0 && l.startsWith(`${key}:`));
    return [
      {
        message: `front matter "${key}" is not a key docgen knows, and is ignored: did you mean "${meant}"?`,
        line: line + 1 || 1,
        column: 1,
      },
    ];
  });
}
