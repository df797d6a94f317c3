import type { Expression, ImportDeclaration, Node as EstreeNode, Pattern, Program } from 'estree';
import type { Root } from 'mdast';
import type { MdxJsxAttribute, MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import type { MdxjsEsm } from 'mdast-util-mdxjs-esm';
import type { MdxFlowExpression, MdxTextExpression } from 'mdast-util-mdx-expression';
import { walk } from '../markdown/walk.js';

type Statement = Program['body'][number];

export interface MdxImport {
  source: string;
  line: number;
  column: number;
}

/** A `<BrowserOnly>` of the file: its children function, as a module the browser loads as an island. */
export interface BrowserOnlyIsland {
  id: string;
  /** The file's imports and exports (partials left out), then the function as `children`. */
  module: string;
}

export interface MdxProblem {
  message: string;
  line: number;
  column: number;
}

/** The component kit's names (Markdown's `:::steps`, `::link-card`…), none of which Docusaurus's theme has. */
export const KIT_COMPONENTS = ['Steps', 'FileTree', 'Card', 'CardGrid', 'LinkCard', 'Badge'];

/**
 * Components every MDX page has without importing them, as in Docusaurus's MDXComponents, and the component kit's
 * (see templates/default-theme/mdx/MDXComponents.tsx).
 */
export const PROVIDED_COMPONENTS = ['Details', 'Head', ...KIT_COMPONENTS];

/** The module of the build-time helpers the compiled MDX calls (see src/client/mdx/runtime.tsx). */
export const MDX_RUNTIME = 'docgen:mdx-runtime';
const AT = '_DocgenAt';
/** The prop that tells the runtime where an element is written (`file:line:column`), for its reports. */
const WRITTEN_AT = 'data-docgen-at';
const EXPR = '_docgenExpr';

type JsxElement = MdxJsxFlowElement | MdxJsxTextElement;

/**
 * What the compiled module must not leave to chance, checked on MDX's syntax tree where positions are exact:
 * every capitalised element names something imported, exported or provided (Docusaurus fails the build
 * otherwise), and every import is reported for resolution. Then each component and `{expression}` is routed
 * through a helper that knows its position, so that one throwing at build time is reported at its place in
 * the file (a stack trace would point into the compiled module).
 */
export function remarkMdxScope(options: {
  label: string;
  imports: MdxImport[];
  problems: MdxProblem[];
  browserOnly: BrowserOnlyIsland[];
  /** The site has its own MDXComponents: a name the file does not define may be one of them, checked at render. */
  siteComponents?: boolean;
}) {
  return (tree: Root) => {
    const defined = new Set<string>(['props']);
    let namespaces = 0;
    const browserOnlyNames = new Set<string>();
    for (const node of esmNodes(tree)) {
      const program = node.data?.estree;
      for (const statement of program?.body ?? []) {
        collectDeclared(statement, defined, options.imports, node);
        if (statement.type === 'ImportDeclaration' && statement.source.value === '@docusaurus/BrowserOnly') {
          for (const specifier of statement.specifiers)
            if (specifier.type === 'ImportDefaultSpecifier') browserOnlyNames.add(specifier.local.name);
        }
      }
      if (program) program.body = program.body.flatMap((statement) => namedImportsAsReads(statement, namespaces++));
    }
    let helpersUsed = false;
    walk(tree, (node) => {
      if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') {
        const element = node as JsxElement;
        if (element.name && browserOnlyNames.has(element.name)) markBrowserOnly(tree, element, options);
        for (const attribute of element.attributes)
          if (wrapAttributeExpression(attribute, options.label)) helpersUsed = true;
        // MDX leaves HTML written as JSX to React; Docusaurus renders `<details>` with its Details component.
        if (element.name === 'details' && !defined.has('Details')) element.name = 'Details';
        if (!element.name || !/^[A-Z]/.test(element.name)) return;
        const root = element.name.split('.')[0]!;
        const start = element.position?.start ?? { line: 1, column: 1 };
        if (!defined.has(root)) {
          if (PROVIDED_COMPONENTS.includes(root)) {
            // A link card left to React (its href an expression) resolves and checks that href as it renders.
            if (element.name === 'LinkCard')
              element.attributes.push(stringAttribute(WRITTEN_AT, `${options.label}:${start.line}:${start.column}`));
            return;
          }
          if (options.siteComponents) {
            element.attributes.unshift(
              stringAttribute('__n', element.name),
              stringAttribute('__at', `${options.label}:${start.line}:${start.column}`),
              stringAttribute('__provided', 'true'),
            );
            element.name = AT;
            helpersUsed = true;
            return;
          }
          options.problems.push({
            message: undefinedComponentMessage(element.name),
            line: start.line,
            column: start.column,
          });
          return;
        }
        element.attributes.unshift(
          expressionAttribute('__c', memberExpression(element.name)),
          stringAttribute('__n', element.name),
          stringAttribute('__at', `${options.label}:${start.line}:${start.column}`),
        );
        element.name = AT;
        helpersUsed = true;
      } else if (node.type === 'mdxFlowExpression' || node.type === 'mdxTextExpression') {
        const expression = node as MdxFlowExpression | MdxTextExpression;
        if (
          wrapProgram(
            expression.data?.estree,
            `${options.label}:${expression.position?.start.line ?? 1}:${expression.position?.start.column ?? 1}`,
          )
        ) {
          helpersUsed = true;
        }
      }
    });
    if (helpersUsed) tree.children.unshift(runtimeImport());
  };
}

/**
 * `<BrowserOnly>{() => …}</BrowserOnly>`: the function needs the browser, so it becomes a module of its own
 * with the file's imports, hydrated as an island over the fallback the build rendered.
 */
function markBrowserOnly(
  tree: Root,
  element: JsxElement,
  options: { label: string; browserOnly: BrowserOnlyIsland[] },
): void {
  const children = element.children.flatMap((child) => (child.type === 'paragraph' ? child.children : [child]));
  const expression = children.find(
    (child) => child.type === 'mdxFlowExpression' || child.type === 'mdxTextExpression',
  ) as MdxFlowExpression | MdxTextExpression | undefined;
  if (!expression || !expression.value.trim()) return;
  const id = `${options.label}#browser-only-${options.browserOnly.length + 1}`;
  options.browserOnly.push({ id, module: `${esmForBrowser(tree)}\nexport const children = (${expression.value});\n` });
  element.attributes.push(stringAttribute('__island', id));
}

/** The file's import and export statements as written, but for partials (MDX, which the browser bundle does not compile). */
function esmForBrowser(tree: Root): string {
  const statements: string[] = [];
  for (const esm of esmNodes(tree)) {
    const base = esm.position?.start.offset ?? 0;
    for (const statement of esm.data?.estree?.body ?? []) {
      if (statement.type === 'ImportDeclaration' && /\.mdx?$/.test(String(statement.source.value))) continue;
      const range = statement as { start?: number; end?: number };
      if (range.start === undefined || range.end === undefined) continue;
      statements.push(esm.value.slice(range.start - base, range.end - base));
    }
  }
  return statements.join('\n');
}

/**
 * The file's `import`/`export` blocks. An `import` line between a JSX element's opening and closing tags is ESM
 * too (MDX hoists it to the module, as Docusaurus sites rely on inside `<TabItem>`), so it is looked for at any depth.
 */
function esmNodes(tree: Root): MdxjsEsm[] {
  const found: MdxjsEsm[] = [];
  walk(tree, (node) => {
    if (node.type === 'mdxjsEsm') found.push(node as MdxjsEsm);
  });
  return found;
}

/**
 * `import { a, b as c } from './module'` of one of the site's scripts becomes `import * as ns from './module'` and
 * `export const { a, b: c } = ns`: a name the module does not export is `undefined`, as webpack makes it (with a
 * warning) for Docusaurus, instead of an error that fails the page.
 */
function namedImportsAsReads(statement: Statement, n: number): Statement[] {
  if (statement.type !== 'ImportDeclaration') return [statement];
  const source = String(statement.source.value);
  const named = statement.specifiers.filter((s) => s.type === 'ImportSpecifier');
  if (!/^(?:\.{1,2}\/|@site\/)/.test(source) || /\.mdx?$/.test(source) || named.length === 0) return [statement];
  const namespace = `_docgenImports${n}`;
  const declaration = {
    type: 'ExportNamedDeclaration',
    specifiers: [],
    attributes: [],
    declaration: {
      type: 'VariableDeclaration',
      kind: 'const',
      declarations: [
        {
          type: 'VariableDeclarator',
          id: {
            type: 'ObjectPattern',
            properties: named.map((s) => ({
              type: 'Property',
              key: s.imported,
              value: s.local,
              kind: 'init',
              computed: s.imported.type !== 'Identifier',
              method: false,
              shorthand: s.imported.type === 'Identifier' && s.imported.name === s.local.name,
            })),
          },
          init: { type: 'Identifier', name: namespace },
        },
      ],
    },
  } as Statement;
  return [
    {
      ...statement,
      specifiers: [
        ...statement.specifiers.filter((s) => s.type !== 'ImportSpecifier'),
        { type: 'ImportNamespaceSpecifier', local: { type: 'Identifier', name: namespace } },
      ],
    },
    declaration,
  ];
}

function undefinedComponentMessage(name: string): string {
  const root = name.split('.')[0]!;
  const theme = ['Tabs', 'TabItem', 'Admonition', 'CodeBlock', 'TOCInline', 'DocCardList'];
  const hint = theme.includes(root)
    ? `add \`import ${root} from '@theme/${root}';\``
    : `import it (\`import ${root} from '@site/src/components/${root}';\`) or export it from this file`;
  return `component <${name}> is not defined: ${hint}`;
}

function collectDeclared(statement: EstreeNode, defined: Set<string>, imports: MdxImport[], node: MdxjsEsm): void {
  if (statement.type === 'ImportDeclaration') {
    for (const specifier of statement.specifiers) defined.add(specifier.local.name);
    const at = (statement as { loc?: { start: { line: number; column: number } } }).loc?.start;
    imports.push({
      source: String(statement.source.value),
      line: at?.line ?? node.position?.start.line ?? 1,
      column: at ? at.column + 1 : (node.position?.start.column ?? 1),
    });
    return;
  }
  if (statement.type !== 'ExportNamedDeclaration' || !statement.declaration) return;
  const declaration = statement.declaration;
  if (declaration.type === 'VariableDeclaration') for (const d of declaration.declarations) patternNames(d.id, defined);
  else if (declaration.id) defined.add(declaration.id.name);
}

function patternNames(pattern: Pattern, into: Set<string>): void {
  switch (pattern.type) {
    case 'Identifier':
      into.add(pattern.name);
      break;
    case 'ObjectPattern':
      for (const p of pattern.properties) patternNames(p.type === 'RestElement' ? p.argument : p.value, into);
      break;
    case 'ArrayPattern':
      for (const p of pattern.elements) if (p) patternNames(p, into);
      break;
    case 'RestElement':
      patternNames(pattern.argument, into);
      break;
    case 'AssignmentPattern':
      patternNames(pattern.left, into);
      break;
  }
}

function wrapAttributeExpression(attribute: MdxJsxAttribute | { type: string }, label: string): boolean {
  if (attribute.type !== 'mdxJsxAttribute') return false;
  const value = (attribute as MdxJsxAttribute).value;
  if (!value || typeof value === 'string') return false;
  const position = (attribute as MdxJsxAttribute).position?.start;
  return wrapProgram(value.data?.estree ?? undefined, `${label}:${position?.line ?? 1}:${position?.column ?? 1}`);
}

/** `expr` becomes `_docgenExpr(() => (expr), "file:line:column")`; an empty `{/* comment *\/}` stays as it is. */
function wrapProgram(program: Program | null | undefined, at: string): boolean {
  const statement = program?.body[0];
  if (!statement || statement.type !== 'ExpressionStatement') return false;
  statement.expression = {
    type: 'CallExpression',
    optional: false,
    callee: { type: 'Identifier', name: EXPR },
    arguments: [
      { type: 'ArrowFunctionExpression', params: [], body: statement.expression, expression: true },
      { type: 'Literal', value: at },
    ],
  };
  return true;
}

function memberExpression(name: string): Expression {
  const [first, ...rest] = name.split('.');
  let expression: Expression = { type: 'Identifier', name: first! };
  for (const property of rest) {
    expression = {
      type: 'MemberExpression',
      object: expression,
      property: { type: 'Identifier', name: property },
      computed: false,
      optional: false,
    };
  }
  return expression;
}

function expressionAttribute(name: string, expression: Expression): MdxJsxAttribute {
  const estree: Program = {
    type: 'Program',
    sourceType: 'module',
    body: [{ type: 'ExpressionStatement', expression }],
  };
  return {
    type: 'mdxJsxAttribute',
    name,
    value: { type: 'mdxJsxAttributeValueExpression', value: '', data: { estree } },
  };
}

function stringAttribute(name: string, value: string): MdxJsxAttribute {
  return { type: 'mdxJsxAttribute', name, value };
}

function runtimeImport(): MdxjsEsm {
  const specifier = (imported: string, local: string) => ({
    type: 'ImportSpecifier' as const,
    imported: { type: 'Identifier' as const, name: imported },
    local: { type: 'Identifier' as const, name: local },
  });
  const declaration: ImportDeclaration = {
    type: 'ImportDeclaration',
    specifiers: [specifier('DocgenAt', AT), specifier('docgenExpr', EXPR)],
    source: { type: 'Literal', value: MDX_RUNTIME },
    attributes: [],
  };
  return {
    type: 'mdxjsEsm',
    value: '',
    data: { estree: { type: 'Program', sourceType: 'module', body: [declaration] } },
  };
}
