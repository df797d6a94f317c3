/**
 * Checks that the API reference pages document every public member of the
 * craft.js API. The member names are read from the published type
 * definitions of @craftjs/core and @craftjs/layers with the TypeScript
 * compiler API (never from a hand-written list), so a member added to the
 * types and missing from the docs makes this test fail.
 *
 * A member counts as documented when it is the name of an item (the first
 * inline code of an item whose first line holds `name` `type`) inside a
 * `:::api` block of the page:
 * - members of the subject itself must be top-level items of some `:::api` block;
 * - members of a nested object (say `actions.history`) must be items nested,
 *   at any depth, under an item with that path (`actions`, then `history`).
 * NodeHelpers methods are documented one per `###` section, so for that page a
 * heading with the method's name counts too.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { unified } from 'unified';
import remarkParse from 'remark-parse';
import { ALL_SYNTAX, remarkSyntax } from '../src/markdown/syntax.js';
import { visit } from 'unist-util-visit';
import { toString } from 'mdast-util-to-string';
import type { List, ListItem, Root } from 'mdast';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const docsDir = path.join(repoRoot, 'docs');

/* ------------------------------------------------------------------------ */
/* Member names from the type definitions                                   */
/* ------------------------------------------------------------------------ */

// The entry lives (in memory only) inside test/, so that bare imports resolve
// through the project's node_modules exactly like application code would.
const entryFile = path.join(repoRoot, 'test', '__docs-api-coverage-entry__.ts');

/**
 * Each exported alias names one object type whose property names must be
 * documented. Only public entry points are imported: `Layer` and
 * `LayerOptions` are not exported by @craftjs/layers, so they are reached
 * through the signatures of `useLayer` and `Layers`.
 */
const entrySource = `
import type { ComponentProps } from 'react';
import type {
  CreateHandlerOptions, Editor, EditorState, ElementProps, Frame, Node, NodeData, NodeHelpersType, NodeRules, NodeTree,
  Placement, UserComponentConfig, defaultElementProps, useEditor, useEditorReturnType, useNode,
} from '@craftjs/core';
import type { Layers, useLayer } from '@craftjs/layers';

type Editor_ = useEditorReturnType;
type UseNode_ = ReturnType<typeof useNode<null>>;
type UseLayer_ = ReturnType<typeof useLayer<null>>;

export type EditorProps = ComponentProps<typeof Editor>;
export type EditorIndicator = NonNullable<EditorProps['indicator']>;
export type FrameProps = ComponentProps<typeof Frame>;
export type ElementDefaults = typeof defaultElementProps;
// Not used for its properties: points the test at the declaration of ElementProps (see elementOwnProps)
export type ElementPropsReference = ElementProps<'div'>;

export type UseNodeReturn = UseNode_;
export type UseNodeConnectors = UseNode_['connectors'];
export type UseNodeActions = UseNode_['actions'];

export type UseEditorReturn = Editor_;
export type UseEditorConnectors = Editor_['connectors'];
export type UseEditorCreateOptions = CreateHandlerOptions;
export type UseEditorActions = Editor_['actions'];
export type UseEditorActionsHistory = Editor_['actions']['history'];
export type UseEditorQuery = Editor_['query'];
export type UseEditorQueryHistory = Editor_['query']['history'];
export type UseEditorEventHelpers = ReturnType<Editor_['query']['getEvent']>;

export type State = EditorState;
export type StateEvents = EditorState['events'];
export type StateOptions = EditorState['options'];
export type StateIndicator = EditorState['indicator'];
export type StatePlacement = Placement;

export type NodeType = Node;
export type NodeDataType = NodeData;
export type NodeEvents = Node['events'];
export type Rules = NodeRules;
export type CraftConfig = UserComponentConfig<unknown>;
export type Tree = NodeTree;
export type Helpers = ReturnType<NodeHelpersType>;

export type LayerOptions = Required<ComponentProps<typeof Layers>>;
export type Layer = Parameters<NonNullable<Parameters<typeof useLayer>[0]>>[0];
export type LayerEvent = Layer['event'];
export type UseLayerReturn = UseLayer_;
export type UseLayerActions = UseLayer_['actions'];
export type UseLayerConnectors = UseLayer_['connectors'];

// Hooks whose parameters must be documented
export declare const useEditorHook: typeof useEditor;
export declare const useNodeHook: typeof useNode;
`;

interface TypeFacts {
  /** Property names of every exported alias of the entry file. */
  members: Map<string, string[]>;
  /** Parameter names of every signature of the hooks. */
  hookParameters: Map<string, string[]>;
  /** Own props of `ElementProps<T>`: the object literal part of its declaration. */
  elementOwnProps: string[];
}

function readTypeFacts(): TypeFacts {
  const options: ts.CompilerOptions = {
    strict: true,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    target: ts.ScriptTarget.ES2020,
    jsx: ts.JsxEmit.ReactJSX,
    lib: ['lib.es2022.d.ts', 'lib.dom.d.ts'],
    skipLibCheck: true,
    noEmit: true,
    types: [],
  };
  const host = ts.createCompilerHost(options, true);
  const { getSourceFile, fileExists, readFile } = host;
  host.fileExists = (name) => name === entryFile || fileExists.call(host, name);
  host.readFile = (name) => (name === entryFile ? entrySource : readFile.call(host, name));
  host.getSourceFile = (name, version, onError, shouldCreate) =>
    name === entryFile
      ? ts.createSourceFile(name, entrySource, version, true)
      : getSourceFile.call(host, name, version, onError, shouldCreate);

  const program = ts.createProgram({ rootNames: [entryFile], options, host });
  const entry = program.getSourceFile(entryFile);
  assert.ok(entry, 'entry file not in program');
  const errors = ts.getPreEmitDiagnostics(program, entry);
  assert.equal(
    errors.length,
    0,
    `the type entry does not compile:\n${errors.map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n')).join('\n')}`,
  );

  const checker = program.getTypeChecker();
  const members = new Map<string, string[]>();
  const hookParameters = new Map<string, string[]>();
  let elementOwnProps: string[] = [];

  for (const statement of entry.statements) {
    if (
      ts.isTypeAliasDeclaration(statement) &&
      statement.modifiers?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword)
    ) {
      const type = checker.getTypeAtLocation(statement.name);
      members.set(
        statement.name.text,
        checker.getPropertiesOfType(type).map((symbol) => symbol.name),
      );
    }
    if (ts.isVariableStatement(statement)) {
      for (const declaration of statement.declarationList.declarations) {
        const type = checker.getTypeAtLocation(declaration.name);
        const names = type.getCallSignatures().flatMap((signature) => signature.parameters.map((p) => p.name));
        hookParameters.set(declaration.name.getText(), [...new Set(names)]);
      }
    }
    // ElementProps<T> is `{ id?, is?, custom?, children?, canvas? } & React.ComponentProps<T>`: only the
    // object literal part is Element's own API; the rest are the props of whatever `is` renders.
    if (
      ts.isTypeAliasDeclaration(statement) &&
      statement.name.text === 'ElementPropsReference' &&
      ts.isTypeReferenceNode(statement.type)
    ) {
      const imported = checker.getSymbolAtLocation(statement.type.typeName);
      const declared =
        imported && imported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(imported) : imported;
      elementOwnProps = elementPropsFromDeclaration(declared);
    }
  }
  return { members, hookParameters, elementOwnProps };
}

function elementPropsFromDeclaration(symbol: ts.Symbol | undefined): string[] {
  const declaration = symbol?.declarations?.find(ts.isTypeAliasDeclaration);
  if (!declaration) return [];
  const literals = ts.isIntersectionTypeNode(declaration.type)
    ? declaration.type.types.filter(ts.isTypeLiteralNode)
    : ts.isTypeLiteralNode(declaration.type)
      ? [declaration.type]
      : [];
  return literals.flatMap((literal) =>
    literal.members.flatMap((member) => (member.name && ts.isIdentifier(member.name) ? [member.name.text] : [])),
  );
}

/* ------------------------------------------------------------------------ */
/* Documented names from the Markdown pages                                 */
/* ------------------------------------------------------------------------ */

interface ApiItem {
  name?: string;
  children: ApiItem[];
}

interface PageApi {
  /** Top-level items of all `:::api` blocks. */
  roots: ApiItem[];
  /** Text of every `###`/`####` heading. */
  headings: string[];
}

/** Mirrors the docgen renderer: an item starts with `name` `type`; a single inline code is a type only. */
function toApiItem(item: ListItem): ApiItem {
  const head = item.children[0];
  const codes: string[] = [];
  if (head?.type === 'paragraph') {
    for (const child of head.children) {
      if (child.type === 'inlineCode') codes.push(child.value);
      else if (child.type === 'text' && child.value.trim() === '') continue;
      else break;
      if (codes.length === 2) break;
    }
  }
  const nested = item.children.filter((child): child is List => child.type === 'list');
  return {
    name: codes.length === 2 ? codes[0] : undefined,
    children: nested.flatMap((list) => list.children.map(toApiItem)),
  };
}

function readPage(relative: string): PageApi {
  const file = path.join(docsDir, relative);
  const tree = unified().use(remarkParse).use(remarkSyntax, ALL_SYNTAX).parse(fs.readFileSync(file, 'utf8')) as Root;
  const page: PageApi = { roots: [], headings: [] };
  visit(tree, (node) => {
    if (node.type === 'containerDirective' && node.name === 'api') {
      for (const child of node.children) {
        if (child.type === 'list') page.roots.push(...child.children.map(toApiItem));
      }
    }
    if (node.type === 'heading' && node.depth >= 3) page.headings.push(toString(node).trim());
  });
  return page;
}

function descendants(item: ApiItem): ApiItem[] {
  return item.children.flatMap((child) => [child, ...descendants(child)]);
}

/** Names documented under `memberPath` (top-level items for an empty path). */
function documentedNames(page: PageApi, memberPath: readonly string[]): Set<string> {
  let scope = page.roots;
  let candidates: ApiItem[] = page.roots;
  for (const [depth, segment] of memberPath.entries()) {
    // The first segment is a top-level item; deeper segments may sit at any depth below it
    const pool = depth === 0 ? scope : scope.flatMap(descendants);
    candidates = pool.filter((item) => item.name === segment);
    scope = candidates;
  }
  const items = memberPath.length === 0 ? page.roots : candidates.flatMap(descendants);
  return new Set(items.flatMap((item) => (item.name ? [item.name] : [])));
}

/* ------------------------------------------------------------------------ */
/* The checks                                                               */
/* ------------------------------------------------------------------------ */

interface Check {
  /** Page under docs/. */
  page: string;
  /** What is being checked, for messages. */
  subject: string;
  /** Where in the page's `:::api` tree the members must be listed. */
  path: readonly string[];
  /** Member names, from the types. */
  members: (facts: TypeFacts) => string[];
  /** Also accept a heading with the member's name (pages with one section per method). */
  headings?: boolean;
}

const of = (alias: string) => (facts: TypeFacts) => {
  const names = facts.members.get(alias);
  assert.ok(names && names.length > 0, `no members found for ${alias}`);
  return names;
};

const CHECKS: Check[] = [
  // Required by the docs brief
  { page: 'api/Editor.md', subject: '<Editor> props', path: [], members: of('EditorProps') },
  { page: 'api/Editor.md', subject: '<Editor> indicator option', path: ['indicator'], members: of('EditorIndicator') },
  { page: 'api/Frame.md', subject: '<Frame> props', path: [], members: of('FrameProps') },
  {
    page: 'api/Element.md',
    subject: '<Element> props',
    path: [],
    // `hidden` is only known from the runtime defaults (defaultElementProps), not from ElementProps
    members: (facts) => [...new Set([...facts.elementOwnProps, ...of('ElementDefaults')(facts)])],
  },
  { page: 'api/useNode.md', subject: 'useNode() return value', path: [], members: of('UseNodeReturn') },
  { page: 'api/useNode.md', subject: 'useNode() connectors', path: ['connectors'], members: of('UseNodeConnectors') },
  { page: 'api/useNode.md', subject: 'useNode() actions', path: ['actions'], members: of('UseNodeActions') },
  {
    page: 'api/useNode.md',
    subject: 'useNode() parameters',
    path: [],
    members: (facts) => facts.hookParameters.get('useNodeHook') ?? [],
  },
  { page: 'api/useEditor.md', subject: 'useEditor() return value', path: [], members: of('UseEditorReturn') },
  {
    page: 'api/useEditor.md',
    subject: 'useEditor() parameters',
    path: [],
    members: (facts) => facts.hookParameters.get('useEditorHook') ?? [],
  },
  {
    page: 'api/useEditor.md',
    subject: 'useEditor() connectors',
    path: ['connectors'],
    members: of('UseEditorConnectors'),
  },
  {
    page: 'api/useEditor.md',
    subject: 'create connector options',
    path: ['connectors', 'create'],
    members: of('UseEditorCreateOptions'),
  },
  { page: 'api/useEditor.md', subject: 'useEditor() actions', path: ['actions'], members: of('UseEditorActions') },
  {
    page: 'api/useEditor.md',
    subject: 'useEditor() actions.history',
    path: ['actions', 'history'],
    members: of('UseEditorActionsHistory'),
  },
  { page: 'api/useEditor.md', subject: 'useEditor() query', path: ['query'], members: of('UseEditorQuery') },
  {
    page: 'api/useEditor.md',
    subject: 'useEditor() query.history',
    path: ['query', 'history'],
    members: of('UseEditorQueryHistory'),
  },
  {
    page: 'api/useEditor.md',
    subject: 'query.getEvent() helpers',
    path: ['query', 'getEvent'],
    members: of('UseEditorEventHelpers'),
  },
  // The other API pages, held to the same standard
  { page: 'api/EditorState.md', subject: 'EditorState', path: [], members: of('State') },
  { page: 'api/EditorState.md', subject: 'EditorState events', path: ['events'], members: of('StateEvents') },
  { page: 'api/EditorState.md', subject: 'EditorState options', path: ['options'], members: of('StateOptions') },
  { page: 'api/EditorState.md', subject: 'EditorState indicator', path: ['indicator'], members: of('StateIndicator') },
  {
    page: 'api/EditorState.md',
    subject: 'indicator placement',
    path: ['indicator', 'placement'],
    members: of('StatePlacement'),
  },
  { page: 'api/Node.md', subject: 'Node', path: [], members: of('NodeType') },
  { page: 'api/Node.md', subject: 'NodeData', path: ['data'], members: of('NodeDataType') },
  { page: 'api/Node.md', subject: 'Node events', path: ['events'], members: of('NodeEvents') },
  { page: 'api/Node.md', subject: 'NodeRules', path: ['rules'], members: of('Rules') },
  { page: 'api/UserComponent.md', subject: 'UserComponentConfig', path: [], members: of('CraftConfig') },
  { page: 'api/UserComponent.md', subject: 'craft.rules', path: ['rules'], members: of('Rules') },
  { page: 'api/NodeTree.md', subject: 'NodeTree', path: [], members: of('Tree') },
  { page: 'api/NodeHelpers.md', subject: 'NodeHelpers methods', path: [], members: of('Helpers'), headings: true },
  { page: 'additional/layers.md', subject: '<Layers> props (LayerOptions)', path: [], members: of('LayerOptions') },
  { page: 'additional/layers.md', subject: 'Layer', path: [], members: of('Layer') },
  { page: 'additional/layers.md', subject: 'Layer event', path: ['event'], members: of('LayerEvent') },
  { page: 'additional/layers.md', subject: 'useLayer() return value', path: [], members: of('UseLayerReturn') },
  { page: 'additional/layers.md', subject: 'useLayer() actions', path: ['actions'], members: of('UseLayerActions') },
  {
    page: 'additional/layers.md',
    subject: 'useLayer() connectors',
    path: ['connectors'],
    members: of('UseLayerConnectors'),
  },
];

test('API reference pages document every public member found in the type definitions', async (t) => {
  const facts = readTypeFacts();
  const pages = new Map<string, PageApi>();
  const pageApi = (relative: string): PageApi => {
    if (!pages.has(relative)) pages.set(relative, readPage(relative));
    return pages.get(relative)!;
  };

  // Guards against a silently broken extraction (which would make every check pass)
  assert.ok(
    facts.elementOwnProps.includes('canvas'),
    `ElementProps own props not found: ${facts.elementOwnProps.join(', ')}`,
  );
  assert.ok(facts.hookParameters.get('useEditorHook')?.includes('collect'), 'useEditor parameters not found');

  for (const check of CHECKS) {
    await t.test(`${check.page}: ${check.subject}`, () => {
      const page = pageApi(check.page);
      const names = check.members(facts);
      assert.ok(names.length > 0, `no members derived for ${check.subject}`);
      const documented = documentedNames(page, check.path);
      const headings = new Set(check.headings ? page.headings : []);
      const missing = names.filter((name) => !documented.has(name) && !headings.has(name));
      const where = check.path.length > 0 ? `nested under \`${check.path.join('` > `')}\`` : 'as top-level items';
      assert.deepEqual(
        missing,
        [],
        `docs/${check.page} does not document ${missing.map((n) => `\`${n}\``).join(', ')} (${check.subject}) ${where} of a :::api block`,
      );
    });
  }
});
