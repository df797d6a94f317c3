import type { Diagnostic, FoundLink } from '../markdown/context.js';
import { Interner } from '../util/interner.js';
import {
  checkLinks,
  htmlUrlOutcome,
  linkSiteOf,
  markdownLinkOutcome,
  NOT_YET,
  targetKey,
  themeUrls,
  type BrokenLink,
  type LinkBase,
  type LinkCheckInput,
  type LinkSite,
  type LinkTarget,
  type PageLinks,
} from './check-links.js';

/** A page as the link check and the Markdown warnings read it. */
export type CheckedPage = PageLinks & { warnings: Diagnostic[] };

/** What other pages' links may lead into on a page: its ids (joined by `ID_SEPARATOR`), and the files it links to. */
export interface PageTarget {
  ids: string;
  standIn?: true;
  assets: string[];
}

export function targetOf(page: CheckedPage): PageTarget {
  return {
    ids: [...new Set([...page.anchors, ...page.html.ids])].join(ID_SEPARATOR),
    ...(page.html.standIn && { standIn: true as const }),
    assets: page.links.flatMap((link) => (link.asset ? [link.asset] : [])),
  };
}

/**
 * The links of one scope's pages not found good among those pages alone, sifted as the pages come: as long as none
 * of them changes, the others are good whatever else the site holds. Of each page it keeps what the rest of the site
 * may need of it and the links the pages in so far could not prove good; held whole until the scope's last page, a
 * cold build's pages grew its memory with the size of its scopes.
 */
export class ScopeLinks {
  private readonly targets = new Map<string, PageTarget>();
  private readonly site: LinkSite;

  constructor(routes: string[], base: LinkBase) {
    const coming = new Set(routes.map(targetKey));
    this.site = {
      page: (route) => {
        const target = this.targets.get(route);
        // Whether a route outside the scope is a page, a file or nothing is the whole site's to say: "no page" sends
        // the check on to `file`, which cannot tell yet either, so the link is kept (a page "still to come" would let
        // a link without an anchor pass, an image to a missing file among them).
        if (!target) return coming.has(route) ? NOT_YET : undefined;
        const ids = new Set(target.ids === '' ? [] : target.ids.split(ID_SEPARATOR));
        return { ids: () => ids, ...(target.standIn && { standIn: true as const }) };
      },
      file: () => NOT_YET,
      ...base,
    };
  }

  /** A page of the scope is in: what the rest of the site may need of it, and its links still to sift. */
  add(page: CheckedPage): { target: PageTarget; pending: CheckedPage } {
    const target = targetOf(page);
    this.targets.set(targetKey(page.route), target);
    return { target, pending: this.sift(page) };
  }

  /** Of a page's links still to sift, once every page of the scope is in, those leaving the scope. */
  sift(pending: CheckedPage): CheckedPage {
    return leftOf(
      pending,
      (link) => markdownLinkOutcome(this.site, pending, link) !== undefined,
      (url) => htmlUrlOutcome(this.site, pending, url) !== undefined,
    );
  }
}

/**
 * What a scope's pages leave unproven (see `ScopeLinks.sift`), as one list for the scope: each link once, without its
 * position, and each URL of their HTML once. While each of these leads somewhere, no link of the scope is broken, and
 * a warm build need not read its pages' links one by one (see `ScopeUnits`). `whole` when that cannot be told from the
 * list: a page has Markdown warnings to report, or a link whose meaning depends on its page (an anchor alone).
 */
export interface ScopeExits {
  links: FoundLink[];
  urls: string[];
  whole?: true;
}

export function exitsOf(pages: CheckedPage[]): ScopeExits {
  const links = new Map<string, FoundLink>();
  const urls = new Set<string>();
  let whole = false;
  for (const page of pages) {
    if (page.warnings.length > 0) whole = true;
    for (const { line: _line, column: _column, ...link } of page.links) {
      if (!link.target && leadsIntoItsPage(link.url)) whole = true;
      links.set(JSON.stringify(link), { ...link, line: 0, column: 0 });
    }
    for (const url of page.html.urls) {
      if (leadsIntoItsPage(url)) whole = true;
      urls.add(url);
    }
  }
  return { links: [...links.values()], urls: [...urls], ...(whole && { whole: true as const }) };
}

/** An anchor alone, also after the domain of a locale published on its own (see `LinkSite.localeOrigins`). */
const leadsIntoItsPage = (url: string) => /^(?:[a-z][a-z0-9+.-]*:\/\/[^/?#]*)?#/i.test(url);

/** A frozen scope's `ScopeExits`, and its pages' links left, read only when one of the exits fails. */
export interface ScopeExitsCheck {
  exits: ScopeExits;
  pages(): Promise<{ order: number; page: CheckedPage }[]>;
}

/** Where a scope's exits are checked from: they lead to the same places from any of its pages. */
const ANY_PAGE: CheckedPage = {
  route: '',
  source: '',
  links: [],
  anchors: [],
  html: { urls: [], ids: [] },
  warnings: [],
};

/** The links of `page` a check keeps (`linkLeft`, `urlLeft`), with its source and warnings. */
function leftOf(
  page: CheckedPage,
  linkLeft: (link: CheckedPage['links'][number]) => boolean,
  urlLeft: (url: string) => boolean,
): CheckedPage {
  const urls = themeUrls(page).filter(urlLeft);
  const rawLinks = page.rawLinks?.filter((raw) => urls.includes(raw.url));
  return {
    route: page.route,
    source: page.source,
    links: page.links.filter(linkLeft),
    anchors: [],
    html: { urls, ids: [] },
    ...(rawLinks && rawLinks.length > 0 && { rawLinks }),
    warnings: page.warnings,
  };
}

/** Between the ids of a page, which hold no NUL: the HTML parser and the heading slugger never make one. */
const ID_SEPARATOR = '\0';

/**
 * A build's link check, fed each page as it is written. Kept whole to the end, the link facts of every page grew the
 * build's memory with its versions and locales (about 4 KB a page); of a page this keeps its ids (one string), the
 * colocated files it links to, and only the links it could not tell good yet: broken ones, those to an anchor of a
 * page still to come, and those to a file (the site's files are known last).
 */
export class LinkLedger {
  /** The site's pages to come, by route as `targetKey` makes it. */
  private readonly routes: Set<string>;
  /** The ids of each page written, by route as `targetKey` makes it. */
  private readonly ids = new Map<string, string>();
  /**
   * One copy of each page's ids however many pages have the same: a doc's headings are most often the same in each
   * version and locale, and a build keeps the ids of every page to its end.
   */
  private readonly idStrings = new Interner();
  private readonly standIns = new Set<string>();
  /** Of each page, in the order of the routes given, what is left to check. */
  private readonly left: (CheckedPage | undefined)[] = [];
  /** The frozen scopes whose pages' links are left as one list each. */
  private readonly exits: ScopeExitsCheck[] = [];
  /** The colocated files the pages link to (their output paths). */
  readonly assets = new Set<string>();
  /**
   * The theme's URLs found good (but anchors alone): each page of a scope writes its navbar's and sidebar's, so each
   * is resolved once rather than once a page. Routes and the ids of a page written do not change during a build.
   */
  private readonly goodUrls = new Set<string>();
  private lastIds?: { route: string; set: Set<string> };
  private readonly site: LinkSite;

  constructor(routes: string[], base: LinkBase) {
    this.routes = new Set(routes.map(targetKey));
    this.site = {
      page: (route) => this.target(route) ?? (this.routes.has(route) ? NOT_YET : undefined),
      file: () => NOT_YET,
      ...base,
    };
  }

  /** The page at `order` in the routes given is written. */
  add(order: number, page: CheckedPage): void {
    this.addKnown(order, targetOf(page), page);
  }

  /**
   * As `add`, for a page whose targets (`PageTarget`) are known and whose links may be those `PageTarget`'s check
   * left (a frozen scope's pages, as its cache entry keeps them): the good ones need not be checked again.
   */
  addKnown(order: number, target: PageTarget, page: CheckedPage): void {
    for (const asset of target.assets) this.assets.add(asset);
    const key = targetKey(page.route);
    this.ids.set(key, this.idStrings.intern(target.ids));
    if (this.lastIds?.route === key) this.lastIds = undefined;
    if (target.standIn) this.standIns.add(key);
    this.addLinks(order, page);
  }

  /** A frozen scope whose pages came with no links (see `ScopeExits`): its exits are checked with the site whole. */
  addExits(scope: ScopeExitsCheck): void {
    this.exits.push(scope);
  }

  private addLinks(order: number, page: CheckedPage): void {
    // Most pages of a frozen scope have nothing left but the theme's URLs out of it, found good on an earlier page.
    if (page.links.length === 0 && page.warnings.length === 0 && page.html.urls.every((url) => this.goodUrls.has(url)))
      return;
    const left = leftOf(
      page,
      (link) => markdownLinkOutcome(this.site, page, link) !== undefined,
      (url) => !this.isGood(page, url),
    );
    if (left.links.length > 0 || left.html.urls.length > 0 || left.warnings.length > 0) this.left[order] = left;
  }

  /** What was left of the pages, in route order: the links to check once the site's files are known, the warnings. */
  pages(): CheckedPage[] {
    return this.left.filter((page) => page !== undefined);
  }

  /** The broken links, as `checkLinks` finds them given every page whole. */
  async check(input: Omit<LinkCheckInput, 'pages' | 'target'>): Promise<BrokenLink[]> {
    const target = (route: string) => this.target(route);
    const site = linkSiteOf({ ...input, pages: [], target });
    for (const { exits, pages } of this.exits.splice(0)) {
      const fail =
        exits.links.some((link) => markdownLinkOutcome(site, ANY_PAGE, link) !== undefined) ||
        exits.urls.some((url) => htmlUrlOutcome(site, ANY_PAGE, url) !== undefined);
      if (fail) for (const { order, page } of await pages()) this.addLinks(order, page);
    }
    return checkLinks({ ...input, pages: this.pages(), target });
  }

  private isGood(page: CheckedPage, url: string): boolean {
    if (this.goodUrls.has(url)) return true;
    if (htmlUrlOutcome(this.site, page, url) !== undefined) return false;
    // An anchor alone leads into the page that writes it; any other URL to the same place from every page.
    if (!url.startsWith('#')) this.goodUrls.add(url);
    return true;
  }

  /**
   * The ids of the page at `route` as a set, the last page's kept: a page's table of contents links into the page
   * itself, one anchor after the other.
   */
  private idSet(route: string, ids: string): Set<string> {
    if (this.lastIds?.route !== route)
      this.lastIds = { route, set: new Set(ids === '' ? [] : ids.split(ID_SEPARATOR)) };
    return this.lastIds.set;
  }

  private target(route: string): LinkTarget | undefined {
    const ids = this.ids.get(route);
    if (ids === undefined) return undefined;
    return {
      ids: () => this.idSet(route, ids),
      ...(this.standIns.has(route) && { standIn: true as const }),
    };
  }
}
