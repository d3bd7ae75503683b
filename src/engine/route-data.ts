import { SITE } from '@/config/site';
import { findLeaf, flattenPages, getPrevNext, navTree, type NavPage, type Plan } from './nav';
import { getPageTitle, getSidebarTitle } from './i18n/titles';
import { localizePath, type Lang } from './shared/paths';
import { getInstalledVersion, getVersionEntries, type VersionEntry } from './versions';

/** A sidebar entry, ready to render: titles resolved, links localized. */
export interface SidebarItem {
  /** The entry's pathname, unique in the tree. */
  key: string;
  title: string;
  /** Absent for groups and planned pages. */
  href?: string;
  /** A group label with children, or a page. */
  kind: 'group' | 'page';
  /** Groups: shown as a small heading rather than a collapsible section. */
  subheader?: boolean;
  /** The page being viewed. */
  current?: boolean;
  /** Groups: open because they contain the current page. */
  open?: boolean;
  plan?: Plan;
  planned?: boolean;
  newFeature?: boolean;
  unstable?: boolean;
  children?: SidebarItem[];
}

/** A link with its resolved title. */
export interface TitledLink {
  title: string;
  href: string;
}

/** Everything around a page's content, computed once per page. */
export interface RouteData {
  lang: Lang;
  pathname: string;
  title: string;
  sidebar: SidebarItem[];
  breadcrumbs: Array<{ title: string; href?: string }>;
  prev?: TitledLink;
  next?: TitledLink;
  versions: VersionEntry[];
  version: string;
  plan?: Plan;
}

/** `/x/api/data-grid-group` → `data-grid`: the API reference groups of each product. */
const API_GROUP = /^\/x\/api\/([a-z-]+)-group$/;

function toSidebarItem(page: NavPage, lang: Lang, current: string | undefined): SidebarItem {
  const apiProduct = API_GROUP.exec(page.pathname)?.[1];
  if (apiProduct && !current?.startsWith(`/x/api/${apiProduct}`)) {
    // Hundreds of API entries would weigh down every page: outside its own
    // API pages, a product's API reference is one link to its index.
    return {
      key: page.pathname,
      title: getPageTitle(page.pathname, lang),
      href: localizePath(`/x/api/${apiProduct}`, lang),
      kind: 'page',
    };
  }
  const children = page.children?.map((child) => toSidebarItem(child, lang, current));
  const isGroup = Boolean(page.group);
  const containsCurrent = children?.some((child) => child.current || child.open) ?? false;
  return {
    key: page.pathname,
    title: page.title ?? getSidebarTitle(page.pathname, lang),
    href: isGroup || page.planned ? undefined : localizePath(page.pathname, lang),
    kind: isGroup ? 'group' : 'page',
    subheader: Boolean(page.subheader),
    current: page.pathname === current || undefined,
    open: isGroup ? containsCurrent : undefined,
    plan: page.plan,
    planned: page.planned,
    newFeature: page.newFeature,
    unstable: page.unstable,
    children,
  };
}

/** The sidebar with `current` (a pathname without language) highlighted. */
export function getSidebar(lang: Lang, current?: string): SidebarItem[] {
  return navTree.map((group) => toSidebarItem(group, lang, current));
}

/**
 * Only the top-level sections, each linking to its first page. The 404 page
 * uses it: its markup is embedded in every page's payload, so it stays small.
 */
export function getSidebarOutline(lang: Lang): SidebarItem[] {
  return navTree.flatMap((group) => {
    const first = flattenPages([group])[0]?.page;
    if (!first) return [];
    return [
      {
        key: group.pathname,
        title: getPageTitle(group.pathname, lang),
        href: localizePath(first.pathname, lang),
        kind: 'page' as const,
      },
    ];
  });
}

function titled(page: NavPage | undefined, lang: Lang): TitledLink | undefined {
  if (!page) return undefined;
  return { title: page.title ?? getPageTitle(page.pathname, lang), href: localizePath(page.pathname, lang) };
}

const sidebarTitle = (page: NavPage, lang: Lang) => page.title ?? getPageTitle(page.pathname, lang);

/** Sidebar titles that more than one page of the tree carries, per language. */
const sharedTitles = new Map<Lang, Set<string>>();
function isShared(title: string, lang: Lang): boolean {
  let shared = sharedTitles.get(lang);
  if (!shared) {
    const seen = new Set<string>();
    shared = new Set<string>();
    for (const { page } of flattenPages(navTree)) {
      const each = sidebarTitle(page, lang);
      if (seen.has(each)) shared.add(each);
      seen.add(each);
    }
    sharedTitles.set(lang, shared);
  }
  return shared.has(title);
}

/**
 * The title of a page of the tree, in `lang`: its sidebar title, followed by the title of its
 * subheader when another page has the same sidebar title ("Breaking changes: Data Grid" is the
 * guide of each major under its "Upgrade to v…" subheader), so `<title>`s stay distinct.
 */
export function getNavTitle(pathname: string, lang: Lang): string {
  const leaf = findLeaf(pathname);
  if (!leaf) return getPageTitle(pathname, lang);
  const title = sidebarTitle(leaf.page, lang);
  const subheader = leaf.ancestors.findLast((ancestor) => ancestor.subheader);
  if (!subheader || !isShared(title, lang)) return title;
  return `${title} (${sidebarTitle(subheader, lang)})`;
}

/** The data a docs page renders around its content. */
export function getRouteData(pathname: string, lang: Lang): RouteData {
  const leaf = findLeaf(pathname);
  if (!leaf) throw new Error(`${pathname} is not a page of the navigation tree`);
  const { prev, next } = getPrevNext(pathname);
  const version = getInstalledVersion();
  return {
    lang,
    pathname,
    title: getNavTitle(pathname, lang),
    sidebar: getSidebar(lang, pathname),
    breadcrumbs: leaf.ancestors.map((ancestor) => ({
      title: ancestor.title ?? getPageTitle(ancestor.pathname, lang),
      href: ancestor.group ? undefined : localizePath(ancestor.pathname, lang),
    })),
    prev: titled(prev, lang),
    next: titled(next, lang),
    versions: getVersionEntries(pathname, version),
    version,
    plan: leaf.page.plan ?? leaf.ancestors.find((a) => a.plan)?.plan,
  };
}

/** Link to the file on the source host, for "Edit this page". */
export function editUrl(sourcePath: string): string {
  return `${SITE.repoUrl}/edit/${SITE.repoBranch}/${sourcePath}`;
}
