import type { NavPage } from '../types';
import { dataGridPage as page } from './data-grid-page';

/** The server-side data guides, under their "Server-side data" group. */
const serverSideDataGroup: NavPage = {
  pathname: '/x/react-data-grid/server-side-data-group',
  group: true,
  newFeature: true,
  children: [
    page('server-side-data', 'pro'),
    page('server-side-data/tree-data', 'pro'),
    page('server-side-data/lazy-loading', 'pro'),
    page('server-side-data/row-grouping', 'premium'),
    page('server-side-data/aggregation', 'premium'),
    page('server-side-data/pivoting', 'premium'),
    page('server-side-data/caching'),
    page('server-side-data/errors'),
    page('server-side-data/recipes'),
  ],
};

/**
 * Data Grid: the "Advanced features" subheader of the sidebar, in the official v8 order. Print
 * and Excel export, pages of their own here, follow Export.
 */
export const dataGridAdvancedGroup: NavPage = {
  pathname: '/x/react-data-grid/advanced',
  group: true,
  subheader: 'Advanced features',
  children: [
    page('tree-data', 'pro'),
    {
      pathname: '/x/react-data-grid/row-grouping-group',
      group: true,
      plan: 'premium',
      children: [page('row-grouping'), page('recipes-row-grouping')],
    },
    page('aggregation', 'premium'),
    {
      pathname: '/x/react-data-grid/formulas-group',
      group: true,
      plan: 'premium',
      newFeature: true,
      children: [
        page('formulas'),
        page('formula-syntax'),
        page('formula-engine'),
        page('spreadsheet-playground'),
      ],
    },
    {
      pathname: '/x/react-data-grid/pivoting-group',
      group: true,
      plan: 'premium',
      newFeature: true,
      children: [page('pivoting'), page('pivoting-explained')],
    },
    page('export'),
    page('print-export'),
    page('excel-export', 'premium'),
    page('clipboard'),
    { ...page('undo-redo', 'premium'), newFeature: true },
    page('scrolling'),
    page('list-view', 'pro'),
    serverSideDataGroup,
    { ...page('charts-integration', 'premium'), unstable: true },
    { ...page('ai-assistant', 'premium'), newFeature: true },
  ],
};
