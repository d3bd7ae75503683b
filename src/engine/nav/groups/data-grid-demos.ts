import type { NavPage } from '../types';
import { dataGridPage as page } from './data-grid-page';

/** Data Grid: the demo applications, listed after the feature pages as in the official v8 sidebar. */
export const dataGridDemosGroup: NavPage = {
  pathname: '/x/react-data-grid/demos-group',
  group: true,
  children: [
    page('demos/real-time-data', 'pro'),
    page('demos/time-off-calendar', 'pro'),
    page('demos/inventory', 'premium'),
  ],
};

/** Data Grid: the "Tutorials" subheader, last in the Data Grid section. */
export const dataGridTutorialsGroup: NavPage = {
  pathname: '/x/react-data-grid/tutorials',
  group: true,
  subheader: 'Tutorials',
  children: [page('tutorials/server-side-data'), page('tutorials/aggregation-row-grouping', 'premium')],
};
