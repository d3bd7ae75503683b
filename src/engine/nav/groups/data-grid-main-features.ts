import type { NavPage } from '../types';
import { dataGridColumnsGroup, dataGridRowsGroup } from './data-grid-columns-rows';
import { dataGridPage as page } from './data-grid-page';

/** A collapsible group of the sidebar (no page of its own) holding `children`. */
const group = (slug: string, children: NavPage[]): NavPage => ({
  pathname: `/x/react-data-grid/${slug}`,
  group: true,
  children,
});

/**
 * Data Grid: the "Main features" subheader of the sidebar, in the official v8 order. Pages this
 * site has beyond the official ones (column types, sorting and pagination recipes) sit beside
 * the page they extend.
 */
export const dataGridMainFeaturesGroup: NavPage = {
  pathname: '/x/react-data-grid/main-features',
  group: true,
  subheader: 'Main features',
  children: [
    page('layout'),
    dataGridColumnsGroup,
    dataGridRowsGroup,
    page('cells'),
    group('editing-group', [
      page('editing'),
      page('editing/persistence'),
      page('editing/custom-edit-component'),
      page('editing/editing-events'),
      page('recipes-editing'),
    ]),
    page('sorting'),
    page('sorting-recipes'),
    group('filtering-group', [
      page('filtering'),
      page('filtering/customization'),
      page('filtering/quick-filter'),
      page('filtering/server-side'),
      page('filtering/multi-filters', 'pro'),
      page('filtering/header-filters', 'pro'),
      page('filtering-recipes'),
    ]),
    page('pagination'),
    page('pagination-recipes'),
    group('selection-group', [page('row-selection'), page('cell-selection', 'premium')]),
    page('virtualization'),
    page('accessibility'),
    page('localization'),
  ],
};
