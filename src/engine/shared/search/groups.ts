/** Product sections results are grouped under, in display order. Shared: the browser's ranking reads it. */
export const SEARCH_GROUPS = [
  'introduction',
  'common-concepts',
  'data-grid',
  'date-pickers',
  'charts',
  'tree-view',
  'migration',
] as const;
export type SearchGroup = (typeof SEARCH_GROUPS)[number];
