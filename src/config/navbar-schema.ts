import { z } from 'zod';
import { absoluteUrl } from './common-schemas.js';

/*
 * The navbar as the config writes it: items (Docusaurus's types), their links and the logo. Footer columns share the
 * plain link and the logo.
 */

/** Navbar item types docgen's theme knows; anything else is rejected with the theme's own message. */
const NAVBAR_ITEM_TYPES = [
  'link',
  'html',
  'doc',
  'docSidebar',
  'dropdown',
  'docsVersionDropdown',
  'docsVersion',
  'localeDropdown',
  'search',
  'colorMode',
] as const;

const position = z.enum(['left', 'right']).default('left');
export const internalPath = z.string().startsWith('/', 'expected a path starting with "/"');
// Without its own message, a union only says "Invalid input".
export const linkTarget = z.union([absoluteUrl, internalPath], {
  error: 'expected an absolute URL such as "https://example.com" or a path starting with "/"',
});

/**
 * What a link shows, as in Docusaurus: its `label`, or `html` in its place; a link with neither is an icon drawn by
 * the site's CSS through its `className` (`header-github-link`), named for screen readers by its `aria-label`.
 */
const linkFace = {
  label: z.string().min(1).optional(),
  html: z.string().min(1).optional(),
  className: z.string().min(1).optional(),
  'aria-label': z.string().min(1).optional(),
};
const LINK_FACE_MESSAGE = 'a link needs a "label", "html" or an "aria-label" (for a link drawn by its className)';
function hasFace(link: { label?: string; html?: string; 'aria-label'?: string }): boolean {
  return Boolean(link.label ?? link.html ?? link['aria-label']);
}

const linkFields = {
  ...linkFace,
  to: internalPath.optional(),
  href: linkTarget.optional(),
  position,
  activeBasePath: z.string().optional(),
};
const linkItem = z
  .strictObject({ type: z.literal('link').default('link'), ...linkFields })
  .refine(hasFace, { message: LINK_FACE_MESSAGE, path: ['label'] });

/** Docusaurus's `html` item: the site's HTML as written, in the navbar, a dropdown or the footer. */
const htmlItem = z.strictObject({
  type: z.literal('html'),
  value: z.string().min(1),
  className: z.string().min(1).optional(),
  position,
});

const docItem = z.strictObject({
  type: z.literal('doc'),
  docId: z.string().min(1),
  label: z.string().min(1).optional(),
  position,
  activeBasePath: z.string().optional(),
  /** The docs instance the doc is in (`docsInstances[].id`); the config's `docs` without it. */
  docsPluginId: z.string().min(1).optional(),
});

const docSidebarItem = z.strictObject({
  type: z.literal('docSidebar'),
  sidebarId: z.string().min(1),
  /** By default the label of the sidebar's first doc, as in Docusaurus. */
  label: z.string().min(1).optional(),
  position,
  activeBasePath: z.string().optional(),
  docsPluginId: z.string().min(1).optional(),
});

/** A link of a dropdown or a footer column; a footer's with `html` and no target is Docusaurus's `{html}` item. */
export const plainLink = z
  .strictObject({ ...linkFace, to: internalPath.optional(), href: linkTarget.optional() })
  .refine(hasFace, { message: LINK_FACE_MESSAGE, path: ['label'] });

// A dropdown holds links, HTML, and, as in Docusaurus, links to a doc or to a sidebar's first doc.
const dropdownEntry = z.union(
  [
    plainLink,
    htmlItem.omit({ position: true }),
    docItem.omit({ position: true }),
    docSidebarItem.omit({ position: true }),
  ],
  {
    error:
      'expected a link ({label, to or href}), HTML ({type: html, value}), a doc ({type: doc, docId}) or a sidebar ({type: docSidebar, sidebarId})',
  },
);

const dropdownItem = z.strictObject({
  type: z.literal('dropdown'),
  label: z.string().min(1),
  position,
  items: z.array(dropdownEntry).min(1),
});

/** Docusaurus's version dropdown: the docs instance's versions, each leading to the doc being read there. */
const docsVersionDropdownItem = z.strictObject({
  type: z.literal('docsVersionDropdown'),
  position,
  docsPluginId: z.string().min(1).optional(),
  /** Links listed above and below the versions. */
  dropdownItemsBefore: z.array(dropdownEntry).default([]),
  dropdownItemsAfter: z.array(dropdownEntry).default([]),
  /** The versions listed, in this order (names), or by name with a label of the dropdown's own; all without it. */
  versions: z
    .union([
      z.array(z.string().min(1)).min(1),
      z.record(z.string(), z.strictObject({ label: z.string().min(1).optional() })),
    ])
    .optional(),
});

/** Docusaurus's `docsVersion`: a link to the main doc of the version being read, labelled with its name. */
const docsVersionItem = z.strictObject({
  type: z.literal('docsVersion'),
  position,
  docsPluginId: z.string().min(1).optional(),
  label: z.string().min(1).optional(),
  to: internalPath.optional(),
});

/** Docusaurus's locale dropdown: every locale of the site, each leading to the page being read in that locale. */
const localeDropdownItem = z.strictObject({
  type: z.literal('localeDropdown'),
  position,
  /** Links listed above and below the locales. */
  dropdownItemsBefore: z.array(dropdownEntry).default([]),
  dropdownItemsAfter: z.array(dropdownEntry).default([]),
  /** Added to each locale's link, as Docusaurus adds it ("?persistLocale=true"). */
  queryString: z.string().optional(),
});

const searchItem = z.strictObject({ type: z.literal('search'), position: position.default('right') });
const colorModeItem = z.strictObject({ type: z.literal('colorMode'), position: position.default('right') });

// Every type but the link, whose `type` may be left out as written and is filled in before parsing.
const typedItems = [
  htmlItem,
  docItem,
  docSidebarItem,
  dropdownItem,
  docsVersionDropdownItem,
  docsVersionItem,
  localeDropdownItem,
  searchItem,
  colorModeItem,
] as const;

const navbarItemSchema = z.discriminatedUnion('type', [
  z
    .strictObject({ type: z.literal('link'), ...linkFields })
    .refine(hasFace, { message: LINK_FACE_MESSAGE, path: ['label'] }),
  ...typedItems,
]);

/** A navbar item as written (`type` may be left out for a link): what the JSON Schema describes. */
export const navbarItemInputSchema = z.union([linkItem, ...typedItems]);

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Parsed item by item so that an unknown `type` gets the theme's own message instead of
 * a generic "invalid discriminator", and a missing `type` means a plain link, as in Docusaurus.
 */
export function parseNavbarItems(items: unknown[], ctx: z.core.$RefinementCtx<unknown[] | undefined>): NavbarItem[] {
  const parsed: NavbarItem[] = [];
  items.forEach((raw, index) => {
    const item = isRecord(raw) && raw.type === undefined ? { ...raw, type: 'link' } : raw;
    if (
      isRecord(item) &&
      typeof item.type === 'string' &&
      !(NAVBAR_ITEM_TYPES as readonly string[]).includes(item.type)
    ) {
      ctx.issues.push({
        code: 'custom',
        input: item.type,
        path: [index, 'type'],
        message: `No NavbarItem component found for type "${item.type}"`,
      });
      return;
    }
    const result = navbarItemSchema.safeParse(item);
    if (result.success) parsed.push(result.data);
    else
      for (const issue of result.error.issues)
        ctx.issues.push({ ...issue, input: undefined, path: [index, ...issue.path] });
  });
  return parsed;
}

/** A logo as Docusaurus takes it: `href` is where it leads (the home page without it), `srcDark` the dark mode's. */
export const logoSchema = z.strictObject({
  alt: z.string().min(1),
  src: z.string().min(1),
  srcDark: z.string().min(1).optional(),
  href: z.string().min(1).optional(),
  target: z.string().min(1).optional(),
  width: z.union([z.number().int().positive(), z.string().min(1)]).optional(),
  height: z.union([z.number().int().positive(), z.string().min(1)]).optional(),
  className: z.string().min(1).optional(),
});

export type NavbarItem = z.output<typeof navbarItemSchema>;
