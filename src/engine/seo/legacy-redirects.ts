import { OFFICIAL_MOVES } from './official-urls';

/** A permanent redirect in the shape `next.config.ts` `redirects()` returns. */
export interface Redirect {
  source: string;
  destination: string;
  permanent: true;
}

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
