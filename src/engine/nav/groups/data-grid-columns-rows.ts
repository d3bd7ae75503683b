import type { NavPage } from '../types';
import { dataGridPage as page } from './data-grid-page';

/** Data Grid: the "Columns" subheader of the sidebar. */
export const dataGridColumnsGroup: NavPage = {
  pathname: '/x/react-data-grid/columns-group',
  group: true,
  subheader: 'Columns',
  children: [
    page('columns'),
    page('column-types'),
    page('custom-columns'),
    page('cells'),
    page('column-recipes'),
    page('column-dimensions'),
    page('column-visibility'),
    page('column-header'),
    page('column-menu'),
    page('column-groups'),
    page('column-ordering', 'pro'),
    page('column-pinning', 'pro'),
    page('column-spanning'),
  ],
};

/** Data Grid: the "Rows" subheader of the sidebar. */
export const dataGridRowsGroup: NavPage = {
  pathname: '/x/react-data-grid/rows-group',
  group: true,
  subheader: 'Rows',
  children: [
    page('rows'),
    page('row-updates'),
    page('lazy-loading', 'pro'),
    page('row-height'),
    page('row-spanning'),
    page('row-ordering', 'pro'),
    page('row-pinning', 'pro'),
    page('master-detail', 'pro'),
    page('row-recipes'),
  ],
};
