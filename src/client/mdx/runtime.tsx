import { Children, createElement, isValidElement, useContext, type ComponentType, type ReactNode } from 'react';
import type { MdxPage, RouteState } from '../../shared/render-contract.js';
import { RouteContext, SiteContext } from '../context.js';
import { MdxPageContext, useEnclosingPage, useMdxPage } from './page-context.js';
import { htmlToHydrate, staticHtml } from '../server-html.js';

/**
 * The build-time side of MDX pages, in the server bundle. The compiled MDX calls `DocgenAt` for each of its
 * components and `docgenExpr` for each `{expression}` (see src/mdx/scope.ts), so that a throw names its place.
 */

/** An error thrown while rendering MDX, with the place in the MDX file it comes from: "file:line:column". */
export class MdxRenderError extends Error {
  constructor(
    message: string,
    readonly at: string,
  ) {
    super(message);
    this.name = 'MdxRenderError';
  }
}

function rethrow(error: unknown, at: string, what: string): never {
  if (error instanceof MdxRenderError) throw error;
  if (error instanceof IslandPropError)
    throw new MdxRenderError(
      `${what.replace(/^component /, '')} runs in the browser (it keeps state or handles events), but ${error.message}`,
      at,
    );
  const message =
    error instanceof Error ? `${error.name === 'Error' ? '' : `${error.name}: `}${error.message}` : String(error);
  throw new MdxRenderError(`${what} threw while rendering: ${message}`, at);
}

export function docgenExpr<T>(evaluate: () => T, at: string): T {
  try {
    return evaluate();
  } catch (error) {
    return rethrow(error, at, 'an expression');
  }
}

type AtProps = { __c?: unknown; __n: string; __at: string; __island?: string; __provided?: string } & Record<
  string,
  unknown
>;

/** A component of the site's MDXComponents, by its name as written (`Foo` or `Foo.Bar`). */
function providedComponent(components: Record<string, unknown> | undefined, name: string): unknown {
  let found: unknown = components;
  for (const part of name.split('.')) found = (found as Record<string, unknown> | undefined)?.[part];
  return found;
}

/**
 * Renders the component `__c` named `__n` (or, with `__provided`, the one of that name in the site's MDXComponents);
 * a function component is called here, so that its own throw is caught with its name.
 */
export function DocgenAt({
  __c: imported,
  __n: name,
  __at: at,
  __island: browserOnly,
  __provided: provided,
  ...props
}: AtProps): ReactNode {
  const components = useContext(MdxPageContext)?.components;
  const component = provided ? providedComponent(components, name) : imported;
  if (component === undefined || component === null) {
    throw new MdxRenderError(
      provided
        ? `component <${name}> is not defined: import it, or add it to the site's MDXComponents`
        : `component <${name}> is undefined: check that its module exports it under the name imported`,
      at,
    );
  }
  // A `<BrowserOnly>` of the page: its fallback now, its children function in the browser (an island of its own).
  if (browserOnly) {
    return (
      <IslandRoot id={browserOnly} props={{}}>
        <Slot>{props.fallback as ReactNode}</Slot>
      </IslandRoot>
    );
  }
  const plain =
    typeof component === 'function' &&
    !(component as { prototype?: { isReactComponent?: unknown } }).prototype?.isReactComponent;
  if (!plain) return createElement(component as ComponentType, props);
  try {
    return (component as (p: unknown) => ReactNode)(props);
  } catch (error) {
    return rethrow(error, at, `component <${name}>`);
  }
}

/** A prop an island cannot be given: the browser gets its props as JSON. Reported at the element by DocgenAt. */
export class IslandPropError extends Error {
  constructor(
    readonly prop: string,
    readonly problem: string,
  ) {
    super(`its prop "${prop}" ${problem}`);
    this.name = 'IslandPropError';
  }
}

/** Why a value cannot reach the browser as JSON, if it cannot. */
function notJson(value: unknown, nested: boolean): string | undefined {
  if (typeof value === 'function')
    return `is a function${nested ? ' (inside an object or array)' : ''}, and a function cannot be sent to the browser: define it inside the component`;
  if (typeof value === 'symbol' || typeof value === 'bigint') return `is a ${typeof value}, which JSON cannot hold`;
  if (isValidElement(value))
    return 'holds JSX inside an object or array: pass each piece of JSX as a prop of its own, or as children';
  if (Array.isArray(value)) return value.map((item) => notJson(item, true)).find(Boolean);
  if (value && typeof value === 'object')
    return Object.values(value)
      .map((item) => notJson(item, true))
      .find(Boolean);
  return undefined;
}

/** Marks, in an island's JSON props, a prop given as JSX: the browser takes it from the slot of that name. */
const SLOT_KEY = '__docgenSlot';

/**
 * An island's props as sent to the browser, and as rendered at build time: JSON values as they are, JSX (a
 * `title={<b>…</b>}`) rendered here into a named slot that the browser keeps as static HTML, as it keeps children.
 */
function islandProps(props: Record<string, unknown>): {
  json: Record<string, unknown>;
  rendered: Record<string, unknown>;
} {
  const json: Record<string, unknown> = {};
  const rendered: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(props)) {
    if (isValidElement(value)) {
      json[key] = { [SLOT_KEY]: key };
      rendered[key] = <Slot name={`prop:${key}`}>{value}</Slot>;
      continue;
    }
    const problem = notJson(value, false);
    if (problem) throw new IslandPropError(key, problem);
    json[key] = value;
    rendered[key] = value;
  }
  return { json, rendered };
}

/**
 * The static HTML of an island: its component rendered with `renderToString` (the markup hydration expects),
 * under an element that tells the browser which island it is and with which props (JSON).
 */
export function IslandRoot({
  id,
  props,
  children,
}: {
  id: string;
  props: Record<string, unknown>;
  children: ReactNode;
}) {
  // Rendered in a root of its own, the island sees no context of the page: the page it is in is passed on, a React
  // page's (the theme's site and route) as an MDX doc's.
  const page = useEnclosingPage();
  const html = htmlToHydrate(<MdxPageContext.Provider value={page}>{children}</MdxPageContext.Provider>);
  return (
    <div
      data-island={id}
      data-props={JSON.stringify(props)}
      style={{ display: 'contents' }}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}

/** Content given to an island, kept as static HTML in the browser: its children (no name) or a prop's JSX. */
export function Slot({ name = '', children }: { name?: string; children?: ReactNode }) {
  return (
    <div data-docgen-slot={name} style={{ display: 'contents' }}>
      {children}
    </div>
  );
}

/** A stateful component of the site, imported by MDX: rendered here, hydrated in the browser with the same props. */
export function island<P extends Record<string, unknown>>(id: string, Component: ComponentType<P>): ComponentType<P> {
  if (typeof Component !== 'function') return Component;
  function Island(props: P & { children?: ReactNode }) {
    const { children, ...rest } = props;
    const { json, rendered } = islandProps(rest);
    const content = children === undefined ? undefined : <Slot>{children}</Slot>;
    return (
      <IslandRoot id={id} props={json}>
        {createElement(Component, rendered as P, content)}
      </IslandRoot>
    );
  }
  Island.displayName = Component.displayName ?? Component.name;
  return Island as ComponentType<P>;
}

/** The text of React children, as a heading's text for its id and the table of contents. */
export function textOf(node: ReactNode): string {
  if (node === null || node === undefined || typeof node === 'boolean') return '';
  if (typeof node === 'string' || typeof node === 'number') return String(node);
  if (Array.isArray(node)) return node.map(textOf).join('');
  if (isValidElement(node)) return textOf((node.props as { children?: ReactNode }).children);
  return '';
}

const CUSTOM_ID = /\s*\{#([^}\s]+)\}\s*$/;

/** A heading's children without a trailing `{#custom-id}`, and that id. */
function takeCustomId(children: ReactNode): { children: ReactNode; id?: string } {
  const list = Children.toArray(children);
  const last = list[list.length - 1];
  if (typeof last !== 'string') return { children };
  const match = CUSTOM_ID.exec(last);
  if (!match) return { children };
  return { children: [...list.slice(0, -1), last.slice(0, match.index)], id: match[1] };
}

type Components = Record<string, ComponentType<any>>;

function headingComponent(level: number, Theme: ComponentType<any> | undefined) {
  const tag = `h${level}`;
  return function MdxHeading({ children, id: givenId, ...rest }: { children?: ReactNode; id?: string }) {
    const page = useMdxPage();
    const own = takeCustomId(children);
    const id = page.heading ? page.heading(level, textOf(own.children).trim(), givenId ?? own.id) : givenId;
    return Theme ? (
      <Theme {...rest} id={id}>
        {own.children}
      </Theme>
    ) : (
      createElement(tag, { ...rest, id }, own.children)
    );
  };
}

/**
 * Links and images of MDX files carry the file they are written in (a partial's are relative to it), and images
 * whether they are written as references (see `remarkImageReferences`); a `<LinkCard>` whose `href` is an expression
 * carries its place too (`file:line:column`, see scope.ts).
 */
type SourceProps = {
  'data-docgen-from'?: string;
  'data-docgen-reference'?: boolean | string;
  'data-docgen-at'?: string;
};

/**
 * Links and images resolved (and reported to the page) before they render: as the site's MDXComponents gives them
 * (its `a`, its `img`: a swizzled `MDXComponents/Img`, the kit's `LinkCard`), or as plain elements.
 */
function anchorComponent(Own: ComponentType<any> | undefined) {
  return function Anchor({
    'data-docgen-from': givenFrom,
    'data-docgen-at': writtenAt,
    ...props
  }: { href?: unknown; children?: ReactNode } & SourceProps) {
    const page = useMdxPage();
    const [, atFile, atLine] = writtenAt ? /^(.*):(\d+:\d+)$/.exec(writtenAt)! : [];
    if (writtenAt && (typeof props.href !== 'string' || props.href === ''))
      throw new MdxRenderError(
        `<LinkCard>'s href gives ${props.href === '' || props.href == null ? (JSON.stringify(props.href) ?? 'undefined') : `a ${typeof props.href}`}, not a URL: it needs the path or URL of the page it leads to`,
        writtenAt,
      );
    const from = givenFrom ?? atFile;
    const link =
      typeof props.href === 'string' && page.link ? page.link('link', props.href, from, false, atLine) : undefined;
    const href = link?.url ?? props.href;
    if (typeof href === 'string') page.checkedLink?.(href);
    return createElement(Own ?? 'a', {
      ...props,
      ...(link ? { href: link.url, ...(link.rel ? { rel: link.rel } : {}) } : {}),
    });
  };
}

function imageComponent(Own: ComponentType<any> | undefined) {
  return function Image({
    'data-docgen-from': from,
    'data-docgen-reference': reference,
    ...props
  }: { src?: string; alt?: string } & SourceProps) {
    const page = useMdxPage();
    const link =
      typeof props.src === 'string' && page.link
        ? page.link('image', props.src, from, reference !== undefined)
        : undefined;
    return createElement(Own ?? 'img', { ...props, ...(link ? { src: link.url } : {}) });
  };
}

/**
 * What MDX elements render with: the theme's Markdown components, then the provided ones (the site's MDXComponents
 * adds and replaces), with links, images and headings resolved and reported to the page around whichever renders them.
 */
export function mdxComponents(theme: Components, provided: Components): Components {
  const components: Components = {
    ...theme,
    ...provided,
    a: anchorComponent(provided.a),
    // The kit's link card leads where a link does: its href is resolved and checked as an <a>'s.
    'link-card': anchorComponent(provided['link-card'] ?? theme['link-card']),
    // …and so does an MDX <LinkCard> left to React, its href an expression known only as it renders.
    ...(provided.LinkCard ? { LinkCard: anchorComponent(provided.LinkCard) } : {}),
    img: imageComponent(provided.img),
  };
  for (let level = 1; level <= 6; level++)
    components[`h${level}`] = headingComponent(level, provided[`h${level}`] ?? theme[`h${level}`]);
  return components;
}

/** MDX's provider hook: every MDX module, partials included, renders with the page's components. */
export function useMDXComponents(): Components {
  return useContext(MdxPageContext)?.components ?? {};
}

/** Renders one MDX page to static HTML. */
export function renderMdx(
  Content: ComponentType<{ components: Components }>,
  page: MdxPage,
  components: Components,
): string {
  return staticHtml(
    <MdxPageContext.Provider value={{ ...page, components }}>
      <Content components={components} />
    </MdxPageContext.Provider>,
  );
}

/**
 * A page of the pages folder, rendered on its own with what it may read: the theme's site and route (docgen
 * pages use `useSite()`), the page's context (Docusaurus's modules) and the MDX components (a Markdown page's).
 */
export function renderPageContent(
  Content: ComponentType<{ components: Components }>,
  page: MdxPage,
  route: RouteState,
  components: Components,
  props?: Record<string, unknown>,
): string {
  return staticHtml(
    <SiteContext.Provider value={page.site}>
      <RouteContext.Provider value={route}>
        <MdxPageContext.Provider value={{ ...page, components }}>
          <Content {...props} components={components} />
        </MdxPageContext.Provider>
      </RouteContext.Provider>
    </SiteContext.Provider>,
  );
}

export type { MdxPage };
