/**
 * Where each older major of the MUI X docs kept each product, so the version
 * switcher links to a page that exists there instead of guessing a path.
 *
 * Sources, from the mui/mui-x repository:
 * - the version menu of its v9 docs (docs/pages/_app.tsx): v8 `https://v8.mui.com/x/react-<product>/`;
 *   the v8 docs' navigation (docs/data/pages.ts) has an API index for every product and the
 *   `/x/migration/migration-<product>-v7/` guides;
 * - the version menu of its v8 docs (docs/pages/_app.js): v7/v6 `/x/react-<product>/`,
 *   v5 `/x/introduction/`, `/x/react-data-grid/` and `/x/react-date-pickers/getting-started/`
 *   (v5 had no pickers overview page), v6 `/x/react-tree-view/getting-started`, v4
 *   `/components/data-grid/` (v4 predates the /x section);
 * - the navigation of the v7 and v6 docs (docs/data/pages.ts): API indexes
 *   `/x/api/data-grid/` (v5 on) and `/x/api/date-pickers/` (v6, v7), none for Charts
 *   or Tree View; migration pages `/x/migration/migration-<product>-v6/` in v7 (all
 *   four products), `migration-data-grid-v5`, `migration-pickers-v5` and
 *   `migration-tree-view-lab` in v6.
 * Per-component API pages are not linked: a v8 component may not exist in an older
 * major. Anything not listed (or not verified) falls back to the product's root in
 * that major, or to the major's root when the product did not exist yet (Charts and
 * Tree View in v5, everything but the grid in v4).
 */

export type OldMajor = 'v8' | 'v7' | 'v6' | 'v5' | 'v4';
export type Product = 'data-grid' | 'date-pickers' | 'charts' | 'tree-view';
export type PageKind = 'docs' | 'api' | 'migration' | 'other';

export const OLD_MAJORS: OldMajor[] = ['v8', 'v7', 'v6', 'v5', 'v4'];

/**
 * Where the official v8 docs are archived (the v9 docs' version menu links `https://v8.mui.com`).
 * A deployment can point it at a mirror with `V8_DOCS_ORIGIN` at build time.
 */
export const V8_DOCS_ORIGIN = (process.env.V8_DOCS_ORIGIN ?? 'https://v8.mui.com').replace(/\/+$/, '');
export const PRODUCTS: Product[] = ['data-grid', 'date-pickers', 'charts', 'tree-view'];

/** What one product had in one major: its docs root and, where known, API and migration pages. */
interface ProductLinks {
  docs: string;
  api?: string;
  migration?: string;
}

interface MajorLinks {
  origin: string;
  /** The major's own root, for pages that belong to no product. */
  root: string;
  products: Partial<Record<Product, ProductLinks>>;
}

export const MAJORS: Record<OldMajor, MajorLinks> = {
  v8: {
    origin: V8_DOCS_ORIGIN,
    root: '/x/introduction/',
    products: {
      'data-grid': {
        docs: '/x/react-data-grid/',
        api: '/x/api/data-grid/',
        migration: '/x/migration/migration-data-grid-v7/',
      },
      'date-pickers': {
        docs: '/x/react-date-pickers/',
        api: '/x/api/date-pickers/',
        migration: '/x/migration/migration-pickers-v7/',
      },
      charts: {
        docs: '/x/react-charts/',
        api: '/x/api/charts/',
        migration: '/x/migration/migration-charts-v7/',
      },
      'tree-view': {
        docs: '/x/react-tree-view/',
        api: '/x/api/tree-view/',
        migration: '/x/migration/migration-tree-view-v7/',
      },
    },
  },
  v7: {
    origin: 'https://v7.mui.com',
    root: '/x/introduction/',
    products: {
      'data-grid': {
        docs: '/x/react-data-grid/',
        api: '/x/api/data-grid/',
        migration: '/x/migration/migration-data-grid-v6/',
      },
      'date-pickers': {
        docs: '/x/react-date-pickers/',
        api: '/x/api/date-pickers/',
        migration: '/x/migration/migration-pickers-v6/',
      },
      charts: { docs: '/x/react-charts/', migration: '/x/migration/migration-charts-v6/' },
      'tree-view': { docs: '/x/react-tree-view/', migration: '/x/migration/migration-tree-view-v6/' },
    },
  },
  v6: {
    origin: 'https://v6.mui.com',
    root: '/x/introduction/',
    products: {
      'data-grid': {
        docs: '/x/react-data-grid/',
        api: '/x/api/data-grid/',
        migration: '/x/migration/migration-data-grid-v5/',
      },
      'date-pickers': {
        docs: '/x/react-date-pickers/',
        api: '/x/api/date-pickers/',
        migration: '/x/migration/migration-pickers-v5/',
      },
      charts: { docs: '/x/react-charts/' },
      'tree-view': {
        docs: '/x/react-tree-view/getting-started/',
        migration: '/x/migration/migration-tree-view-lab/',
      },
    },
  },
  v5: {
    origin: 'https://v5.mui.com',
    root: '/x/introduction/',
    products: {
      'data-grid': { docs: '/x/react-data-grid/', api: '/x/api/data-grid/' },
      'date-pickers': { docs: '/x/react-date-pickers/getting-started/' },
    },
  },
  v4: {
    origin: 'https://v4.mui.com',
    // v4 predates the /x section: the grid's page is the closest thing to a root.
    root: '/components/data-grid/',
    products: { 'data-grid': { docs: '/components/data-grid/' } },
  },
};

/** The kind of a canonical page and the product it belongs to, if any. */
export function classifyPage(canonical: string): { kind: PageKind; product?: Product } {
  const names = PRODUCTS.join('|');
  const docs = new RegExp(`^/x/react-(${names})(/|$)`).exec(canonical);
  if (docs) return { kind: 'docs', product: docs[1] as Product };
  const api = new RegExp(`^/x/api/(${names})(/|$)`).exec(canonical);
  if (api) return { kind: 'api', product: api[1] as Product };
  if (/^\/x\/migration([-/]|$)/.test(canonical)) {
    // `/x/migration/migration-data-grid-v7`, `/x/migration/data-grid-v7-to-v8-api`, or an overview.
    // The official guide paths call the Date and Time Pickers `pickers`.
    const found = new RegExp(`^/x/migration/(?:migration-)?(${names}|pickers)-`).exec(canonical)?.[1];
    const product = found === 'pickers' ? 'date-pickers' : found;
    return { kind: 'migration', product: product as Product | undefined };
  }
  return { kind: 'other' };
}

/** The link to `major` for a page of this kind and product. */
export function olderVersionHref(major: OldMajor, kind: PageKind, product?: Product): string {
  const { origin, root, products } = MAJORS[major];
  const links = product ? products[product] : undefined;
  if (!links) return origin + root;
  const path = kind === 'api' ? links.api : kind === 'migration' ? links.migration : undefined;
  return origin + (path ?? links.docs);
}
