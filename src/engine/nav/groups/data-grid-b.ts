import type { NavPage } from '../types';

const page = (slug: string, plan?: NavPage['plan']): NavPage =>
  plan ? { pathname: `/x/react-data-grid/${slug}`, plan } : { pathname: `/x/react-data-grid/${slug}` };

/** Data Grid: main feature pages (editing, sorting, filtering, ...). */
export const dataGridFeaturePages: NavPage[] = [
  {
    pathname: '/x/react-data-grid/main-features',
    group: true,
    subheader: 'Main features',
    children: [
      page('editing'),
      page('editing-persistence'),
      page('custom-edit-components'),
      page('editing-events'),
      page('editing-recipes'),
      page('sorting'),
      page('sorting-recipes'),
      page('filtering'),
      page('filtering-customization'),
      page('filtering-recipes'),
      page('server-side-filtering'),
      page('multi-filters', 'pro'),
      page('quick-filter'),
      page('header-filters', 'pro'),
      page('pagination'),
      page('pagination-recipes'),
      page('selection'),
      page('cell-selection', 'premium'),
      page('export'),
      page('print-export'),
      page('excel-export', 'premium'),
      page('clipboard'),
      page('overlays'),
      page('toolbar'),
      page('toolbar-components'),
      page('styling'),
      page('styling-recipes'),
      page('localization'),
      page('virtualization'),
      page('scrolling'),
      page('performance'),
      page('accessibility'),
      page('state'),
      page('events'),
      page('api-object'),
    ],
  },
];

/** Data Grid: advanced feature pages added after tree data and row grouping. */
export const dataGridAdvancedPages: NavPage[] = [
  page('row-grouping-recipes', 'premium'),
  page('server-side-data', 'pro'),
  page('aggregation', 'premium'),
  page('pivoting', 'premium'),
  page('list-view', 'pro'),
  page('faq'),
];
