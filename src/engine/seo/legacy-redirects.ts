import { OFFICIAL_MOVES } from './official-urls';

/** A permanent redirect in the shape `next.config.ts` `redirects()` returns. */
export interface Redirect {
  source: string;
  destination: string;
  permanent: true;
}

/**
 * This site's own earlier addresses of Data Grid pages, moved to their official v8 addresses so
 * that canonical links, the sitemap, search and the MCP server use the paths people link to.
 */
const DATA_GRID_SITE_MOVES: Array<[from: string, to: string]> = [
  ['/x/react-data-grid/feature-matrix', '/x/react-data-grid/features'],
  ['/x/react-data-grid/columns', '/x/react-data-grid/column-definition'],
  ['/x/react-data-grid/rows', '/x/react-data-grid/row-definition'],
  ['/x/react-data-grid/selection', '/x/react-data-grid/row-selection'],
  ['/x/react-data-grid/editing-persistence', '/x/react-data-grid/editing/persistence'],
  ['/x/react-data-grid/custom-edit-components', '/x/react-data-grid/editing/custom-edit-component'],
  ['/x/react-data-grid/editing-events', '/x/react-data-grid/editing/editing-events'],
  ['/x/react-data-grid/editing-recipes', '/x/react-data-grid/recipes-editing'],
  ['/x/react-data-grid/filtering-customization', '/x/react-data-grid/filtering/customization'],
  ['/x/react-data-grid/server-side-filtering', '/x/react-data-grid/filtering/server-side'],
  ['/x/react-data-grid/multi-filters', '/x/react-data-grid/filtering/multi-filters'],
  ['/x/react-data-grid/quick-filter', '/x/react-data-grid/filtering/quick-filter'],
  ['/x/react-data-grid/header-filters', '/x/react-data-grid/filtering/header-filters'],
  ['/x/react-data-grid/toolbar-components', '/x/react-data-grid/components/toolbar'],
  ['/x/react-data-grid/styling', '/x/react-data-grid/style'],
  ['/x/react-data-grid/styling-recipes', '/x/react-data-grid/style-recipes'],
  ['/x/react-data-grid/row-grouping-recipes', '/x/react-data-grid/recipes-row-grouping'],
];

/**
 * Old addresses of single pages, mapped to the page that replaced them, then the official v8
 * addresses this site has at another path. Each target must be a page of the navigation tree
 * (checked by the unit tests), with a heading id when it names one.
 */
const OLD_MOVES: Array<[from: string, to: string]> = [
  // Material UI's `/components/*` era.
  ['/components/pickers', '/x/react-date-pickers'],
  ['/components/date-picker', '/x/react-date-pickers'],
  ['/components/time-picker', '/x/react-date-pickers/time-picker'],
  ['/components/date-time-picker', '/x/react-date-pickers/date-time-picker'],
  ['/components/date-range-picker', '/x/react-date-pickers/date-range-picker'],
  ['/components/tree-view', '/x/react-tree-view'],
  ['/components/charts', '/x/react-charts'],
  // Pages renamed inside `/x` before v8 (v8's own addresses are in official-urls.ts).
  ['/x/react-data-grid/getting-started', '/x/react-data-grid/quickstart'],
  ['/x/react-data-grid/demo', '/x/react-data-grid'],
  ['/x/react-charts/sparklines', '/x/react-charts/sparkline'],
  // This site's own charts pages, moved to their official v8 addresses.
  ['/x/react-charts/getting-started', '/x/react-charts/quickstart'],
  ['/x/react-charts/gallery', '/x/react-charts/examples'],
  ['/x/react-charts/custom-components', '/x/react-charts/components'],
  ['/x/react-tree-view/tree-view', '/x/react-tree-view/simple-tree-view'],
  ...DATA_GRID_SITE_MOVES,
  // This site's own earlier addresses, before its pages moved to the official v8 ones.
  ['/x/react-tree-view/getting-started', '/x/react-tree-view/quickstart'],
  ['/x/react-tree-view/custom-items', '/x/react-tree-view/tree-item-customization'],
  ['/x/react-date-pickers/getting-started', '/x/react-date-pickers/quickstart'],
  // This site's first addresses of the per-product migration guides, before they moved to the
  // official ones.
  ['/x/migration-data-grid-v7-to-v8', '/x/migration/migration-data-grid-v7'],
  ['/x/migration-data-grid-v6-to-v7', '/x/migration/migration-data-grid-v6'],
  ['/x/migration-data-grid-v5-to-v6', '/x/migration/migration-data-grid-v5'],
  ['/x/migration-data-grid-v4-to-v5', '/x/migration/migration-data-grid-v4'],
  ['/x/migration-date-pickers-v7-to-v8', '/x/migration/migration-pickers-v7'],
  ['/x/migration-date-pickers-v6-to-v7', '/x/migration/migration-pickers-v6'],
  ['/x/migration-date-pickers-v5-to-v6', '/x/migration/migration-pickers-v5'],
  ['/x/migration-date-pickers-lab-to-v5', '/x/migration/migration-pickers-lab'],
  ['/x/migration-charts-v7-to-v8', '/x/migration/migration-charts-v7'],
  ['/x/migration-charts-v6-to-v7', '/x/migration/migration-charts-v6'],
  ['/x/migration-tree-view-v7-to-v8', '/x/migration/migration-tree-view-v7'],
  ['/x/migration-tree-view-v6-to-v7', '/x/migration/migration-tree-view-v6'],
  // This site's own charts pages, merged into the official v9 pages on the same topics.
  ['/x/react-charts/ticks', '/x/react-charts/axis-ticks'],
  ['/x/react-charts/reference-lines', '/x/react-charts/references'],
  // Old API pages of single components.
  ['/api/date-picker', '/x/api/date-pickers/date-picker'],
  ['/api/time-picker', '/x/api/date-pickers/time-picker'],
  ['/api/date-time-picker', '/x/api/date-pickers/date-time-picker'],
  ['/api/date-range-picker', '/x/api/date-pickers/date-range-picker'],
  ['/api/tree-view', '/x/api/tree-view/simple-tree-view'],
  ['/api/tree-item', '/x/api/tree-view/tree-item'],
];

const PAGE_MOVES: ReadonlyArray<readonly [from: string, to: string]> = [...OLD_MOVES, ...OFFICIAL_MOVES];

/**
 * Whole sections that moved with their sub-paths kept. Only these API families
 * move: other `/api/*` paths (the feedback endpoint) are left alone.
 */
const SECTION_MOVES: Array<[from: string, to: string]> = [
  ['/components/data-grid', '/x/react-data-grid'],
  ['/components/date-pickers', '/x/react-date-pickers'],
  ['/api/data-grid', '/x/api/data-grid'],
  ['/api/date-pickers', '/x/api/date-pickers'],
  ['/api/charts', '/x/api/charts'],
];

/** Exact-page targets (without their `#id`), so a test can check each is a real page. */
export function legacyPageTargets(): string[] {
  return [...new Set(PAGE_MOVES.map(([, to]) => to.split('#')[0]))];
}

/** Docs pages are translated: a move inside `/x` applies to its `/zh` address too. */
const TRANSLATED_MOVES = PAGE_MOVES.filter(([from]) => from.startsWith('/x/')).map(
  ([from, to]) => [`/zh${from}`, `/zh${to}`] as const,
);

/** Permanent (308) redirects for the legacy paths users still arrive from. */
export function legacyRedirects(): Redirect[] {
  return [
    ...[...PAGE_MOVES, ...TRANSLATED_MOVES].map(([source, destination]) => ({
      source,
      destination,
      permanent: true as const,
    })),
    ...SECTION_MOVES.map(([from, to]) => ({
      source: `${from}/:path*`,
      destination: `${to}/:path*`,
      permanent: true as const,
    })),
  ];
}

/** Where a path is redirected to, or undefined: the same rules as the config, for tests and tools. */
export function resolveLegacyPath(pathname: string): string | undefined {
  const page = [...PAGE_MOVES, ...TRANSLATED_MOVES].find(([from]) => from === pathname);
  if (page) return page[1];
  for (const [from, to] of SECTION_MOVES) {
    if (pathname === from) return to;
    if (pathname.startsWith(`${from}/`)) return `${to}${pathname.slice(from.length)}`;
  }
  return undefined;
}
