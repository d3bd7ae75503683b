/**
 * Official MUI X v8 addresses (https://mui.com/x/...) and where each lands on this site. One
 * table and one function serve the permanent redirects (`legacy-redirects.ts`), the link
 * rewrite of the Markdown pipeline (`rehype-links.ts`) and that of the API descriptions
 * (`doc-links.ts`). Pure: no file is read, so `next.config.ts` and the end-to-end specs use it too.
 */

/**
 * Official pages whose topic this site covers at another address: a page, or the section
 * (`#id`) of a page that covers several official ones. Every target is checked by
 * `official-pages.test.ts` (a page of the navigation tree or a generated API page, of the same
 * product, with a real heading id).
 */
export const OFFICIAL_MOVES: ReadonlyArray<readonly [official: string, site: string]> = [
  // Data Grid (its pages are at their official addresses; this site's earlier ones are in
  // legacy-redirects.ts).
  // Date and Time Pickers.
  ['/x/react-date-pickers/adapters-locale', '/x/react-date-pickers/localization#adapter-locale'],
  // Charts: the official overview's second address, and the series `label` page (a section here).
  ['/x/react-charts/overview', '/x/react-charts'],
  ['/x/react-charts/label', '/x/react-charts/labels#series-labels'],
  // Announced upstream, in no 8.x or 9.x release: the overview says so.
  ['/x/react-charts/gantt', '/x/react-charts#charts-planned-after-v9'],
  ['/x/react-charts/treemap', '/x/react-charts#charts-planned-after-v9'],
  // Tree View: one page per feature here, with a section per component where they differ
  // (the official site repeats each feature page for SimpleTreeView and RichTreeView).
  ['/x/react-tree-view/simple-tree-view/items', '/x/react-tree-view/items#items-from-jsx'],
  ['/x/react-tree-view/rich-tree-view/items', '/x/react-tree-view/items#items-from-data'],
  ['/x/react-tree-view/simple-tree-view/selection', '/x/react-tree-view/selection#with-simpletreeview'],
  ['/x/react-tree-view/rich-tree-view/selection', '/x/react-tree-view/selection#with-richtreeview'],
  ['/x/react-tree-view/simple-tree-view/expansion', '/x/react-tree-view/expansion#with-simpletreeview'],
  ['/x/react-tree-view/rich-tree-view/expansion', '/x/react-tree-view/expansion#with-richtreeview'],
  ['/x/react-tree-view/simple-tree-view/focus', '/x/react-tree-view/focus#with-simpletreeview'],
  ['/x/react-tree-view/rich-tree-view/focus', '/x/react-tree-view/focus#with-richtreeview'],
  [
    '/x/react-tree-view/simple-tree-view/customization',
    '/x/react-tree-view/customization#with-simpletreeview',
  ],
  ['/x/react-tree-view/rich-tree-view/customization', '/x/react-tree-view/customization#with-richtreeview'],
  ['/x/react-tree-view/rich-tree-view/editing', '/x/react-tree-view/editing'],
  ['/x/react-tree-view/rich-tree-view/ordering', '/x/react-tree-view/ordering'],
  ['/x/react-tree-view/rich-tree-view/lazy-loading', '/x/react-tree-view/lazy-loading'],
  // API pages: this site's first addresses of the `*Day2` pages (before its page names split
  // digits off as the official ones do), components renamed before v8, and addresses the
  // packages' JSDoc links to that the official site never had (`tool-tip`, no product segment).
  ['/x/api/date-pickers/picker-day2', '/x/api/date-pickers/picker-day'],
  ['/x/api/date-pickers/date-range-picker-day2', '/x/api/date-pickers/date-range-picker-day'],
  // v8 API pages that v9 dropped, to their successors: 9.0 replaced `PickersDay` with `PickerDay`
  // (the `*Day2` previews became the day components), and the scatter series type is documented
  // on the scatter chart's `series` prop.
  ['/x/api/date-pickers/pickers-day', '/x/api/date-pickers/picker-day'],
  ['/x/api/date-pickers/picker-day-2', '/x/api/date-pickers/picker-day'],
  ['/x/api/date-pickers/date-range-picker-day-2', '/x/api/date-pickers/date-range-picker-day'],
  ['/x/api/charts/scatter-series-type', '/x/api/charts/scatter-chart'],
  ['/x/api/date-pickers/calendar-picker-skeleton', '/x/api/date-pickers/day-calendar-skeleton'],
  ['/x/api/tree-view/tree-item-2', '/x/api/tree-view/tree-item'],
  ['/x/api/charts/charts-tool-tip', '/x/api/charts/charts-tooltip'],
  ['/x/api/charts/composition', '/x/react-charts/composition'],
  ['/x/api/multi-input-date-range-field', '/x/api/date-pickers/multi-input-date-range-field'],
  ['/x/api/single-input-date-range-field', '/x/api/date-pickers/single-input-date-range-field'],
  ['/x/api/multi-input-time-range-field', '/x/api/date-pickers/multi-input-time-range-field'],
  ['/x/api/single-input-time-range-field', '/x/api/date-pickers/single-input-time-range-field'],
  ['/x/api/multi-input-date-time-range-field', '/x/api/date-pickers/multi-input-date-time-range-field'],
  ['/x/api/single-input-date-time-range-field', '/x/api/date-pickers/single-input-date-time-range-field'],
];

const MOVES = new Map(OFFICIAL_MOVES);

/** `https://mui.com/x/...` (www. and http: too), up to the path. */
const OFFICIAL_ORIGIN = /^https?:\/\/(?:www\.)?mui\.com(?=\/x(?:[/?#]|$))/;

/** Whether `url` is an address of the official MUI X docs. */
export function isOfficialUrl(url: string): boolean {
  return OFFICIAL_ORIGIN.test(url);
}

/**
 * Where an official URL (`https://mui.com/x/react-data-grid/sorting/#x`) or path lands here:
 * the same path when this site serves it (`served`), else its move, else undefined (no page
 * here: the link stays external). The trailing slash and query go; a move's own `#id` wins
 * over the link's, as a browser does with a redirect.
 */
export function sitePathForOfficialUrl(
  url: string,
  served: (pathname: string) => boolean,
): string | undefined {
  const path = url.replace(OFFICIAL_ORIGIN, '');
  if (!/^\/x(?:[/?#]|$)/.test(path)) return undefined;
  const hashAt = path.indexOf('#');
  const hash = hashAt === -1 ? '' : path.slice(hashAt);
  const pathname = (hashAt === -1 ? path : path.slice(0, hashAt)).split('?')[0].replace(/\/+$/, '') || '/';
  if (served(pathname)) return pathname + hash;
  const moved = MOVES.get(pathname);
  if (moved === undefined) return undefined;
  return moved.includes('#') || hash === '' ? moved : moved + hash;
}
