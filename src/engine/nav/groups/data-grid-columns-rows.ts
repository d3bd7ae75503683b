import type { NavPage } from '../types';
import { dataGridPage as page } from './data-grid-page';

/** Data Grid: the "Columns" group of the "Main features" subheader, in the official v8 order. */
export const dataGridColumnsGroup: NavPage = {
  pathname: '/x/react-data-grid/columns-group',
  group: true,
  children: [
    page('column-definition'),
    page('column-types'),
    page('column-dimensions'),
    page('column-visibility'),
    page('custom-columns'),
    page('column-header'),
    page('column-menu'),
    page('column-spanning'),
    page('column-groups'),
    page('column-ordering', 'pro'),
    page('column-pinning', 'pro'),
    page('column-recipes'),
  ],
};

/** Data Grid: the "Rows" group of the "Main features" subheader, in the official v8 order. */
export const dataGridRowsGroup: NavPage = {
  pathname: '/x/react-data-grid/rows-group',
  group: true,
  children: [
    page('row-definition'),
    page('row-updates'),
    page('lazy-loading', 'pro'),
    page('infinite-loading', 'pro'),
    page('row-height'),
    { ...page('row-spanning'), newFeature: true },
    page('master-detail', 'pro'),
    page('row-ordering', 'pro'),
    page('row-pinning', 'pro'),
    page('row-recipes'),
  ],
};
