import type { NavPage } from '../types';

const page = (slug: string, plan?: NavPage['plan']): NavPage =>
  plan ? { pathname: `/x/react-data-grid/${slug}`, plan } : { pathname: `/x/react-data-grid/${slug}` };

/** Data Grid: layout, columns and rows pages. */
export const dataGridStructurePages: NavPage[] = [
  page('layout'),
  {
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
  },
  {
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
  },
];
