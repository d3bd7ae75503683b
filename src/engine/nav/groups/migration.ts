import type { NavPage } from '../types';

const page = (slug: string, flags: Omit<NavPage, 'pathname'> = {}): NavPage => ({
  pathname: `/x/${slug}`,
  ...flags,
});

/** One product's migration pages, newest step first, under a subheader. */
const productGroup = (product: string, label: string, steps: string[]): NavPage => ({
  pathname: `/x/migration/${product}-group`,
  group: true,
  subheader: label,
  children: [
    ...steps.map((step) => page(`migration-${product}-${step}`)),
    { pathname: `/x/migration/${product}-v7-to-v8-api` },
  ],
});

/** The Migration section of the navigation tree. */
export const migrationGroup: NavPage = {
  pathname: '/x/migration',
  group: true,
  children: [
    { pathname: '/x/migration-v8', newFeature: true },
    { pathname: '/x/migration-v7' },
    { pathname: '/x/migration-v6' },
    { pathname: '/x/migration-earlier' },
    productGroup('data-grid', 'Data Grid', ['v7-to-v8', 'v6-to-v7', 'v5-to-v6', 'v4-to-v5']),
    productGroup('date-pickers', 'Date and Time Pickers', ['v7-to-v8', 'v6-to-v7', 'v5-to-v6', 'lab-to-v5']),
    productGroup('charts', 'Charts', ['v7-to-v8', 'v6-to-v7']),
    productGroup('tree-view', 'Tree View', ['v7-to-v8', 'v6-to-v7']),
  ],
};
