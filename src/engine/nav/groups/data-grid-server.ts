import type { NavPage } from '../types';

const page = (slug: string, plan?: NavPage['plan']): NavPage =>
  plan ? { pathname: `/x/react-data-grid/${slug}`, plan } : { pathname: `/x/react-data-grid/${slug}` };

/** Data Grid: the server-side data pages that follow the server-side data overview. */
export const dataGridServerPages: NavPage[] = [
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
