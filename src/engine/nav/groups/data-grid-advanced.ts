import type { NavPage } from '../types';
import { dataGridPage as page } from './data-grid-page';

/** The server-side data guides; the sidebar lists them after the FAQ. */
const serverSideDataPages: NavPage[] = [
  page('server-side-data/tree-data', 'pro'),
  page('server-side-data/lazy-loading', 'pro'),
  page('server-side-data/row-grouping', 'premium'),
  page('server-side-data/aggregation', 'premium'),
  page('server-side-data/pivoting', 'premium'),
  page('server-side-data/caching'),
  page('server-side-data/errors'),
  page('server-side-data/recipes'),
  page('infinite-loading', 'pro'),
];

/** Data Grid: the "Advanced features" subheader of the sidebar. */
export const dataGridAdvancedGroup: NavPage = {
  pathname: '/x/react-data-grid/advanced',
  group: true,
  subheader: 'Advanced features',
  children: [
    page('tree-data', 'pro'),
    page('row-grouping', 'premium'),
    page('row-grouping-recipes', 'premium'),
    page('server-side-data', 'pro'),
    page('aggregation', 'premium'),
    page('pivoting', 'premium'),
    page('list-view', 'pro'),
    page('faq'),
    ...serverSideDataPages,
  ],
};
