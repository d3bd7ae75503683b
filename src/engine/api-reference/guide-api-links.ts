import { localizePath, type Lang } from '../shared/paths';
import { apiPathname, API_PRODUCTS, loadApiIndex } from './api-index';
import { hasHandWrittenApiSection } from './api-section';
import type { ApiIndexItem, Plan, Product } from './types';

/** One component a guide documents, linked to its API page. */
export interface GuideApiLink {
  /** The name as the guide's front matter writes it. */
  name: string;
  /** Lowest plan exporting it, as the API index knows it. */
  plan: Plan;
  /** Canonical pathname of the API page, e.g. `/x/api/data-grid/data-grid`. */
  pathname: string;
  /** The same page in the guide's language. */
  href: string;
}

export interface GuideApiLinks {
  links: GuideApiLink[];
  /** Names with no API page: left out of `links`, kept so tests can name them. */
  missing: string[];
}

interface Options {
  lang: Lang;
  /** Pathname of the guide: its product wins when two products export one name (`Toolbar`). */
  pathname?: string;
  /** Defaults to the generated index; tests pass fixtures. */
  index?: readonly ApiIndexItem[];
}

/** The product a guide belongs to, from its `/x/react-<product>/...` pathname. */
function productOf(pathname: string | undefined): Product | undefined {
  const segment = /^\/x\/react-([a-z-]+)/.exec(pathname ?? '')?.[1];
  return API_PRODUCTS.find((product) => product === segment);
}

/**
 * Finds the entry for `name`. Front matter writes the stable name, while the index may hold
 * the component under `Unstable_<name>` (the prefix is dropped from its URL), or as an alias.
 */
function findEntry(index: readonly ApiIndexItem[], name: string, product?: Product) {
  const candidates = index.filter(
    (item) => item.name === name || item.name === `Unstable_${name}` || item.aliases.includes(name),
  );
  return candidates.find((item) => item.product === product) ?? candidates[0];
}

/** API pages of the components a guide lists in its front matter, in the guide's order. */
export function guideApiLinks(components: readonly string[], options: Options): GuideApiLinks {
  const index = options.index ?? loadApiIndex();
  const product = productOf(options.pathname);
  const links: GuideApiLink[] = [];
  const missing: string[] = [];
  for (const name of components) {
    const entry = findEntry(index, name, product);
    if (!entry) {
      missing.push(name);
      continue;
    }
    const pathname = apiPathname(entry);
    // Two names of one component (an alias and its target) would link the same page twice.
    if (links.some((link) => link.pathname === pathname)) continue;
    links.push({ name, plan: entry.plan, pathname, href: localizePath(pathname, options.lang) });
  }
  return { links, missing };
}

/** The links a page renders after its body: none when it lists no components or has its own section. */
export function pageApiLinks(
  page: { components?: readonly string[]; body: string },
  options: Omit<Options, 'index'>,
): GuideApiLink[] {
  if (!page.components?.length || hasHandWrittenApiSection(page.body)) return [];
  return guideApiLinks(page.components, options).links;
}
