import type { NavPage } from './types';

/**
 * The one navigation tree of the site. Sidebar, breadcrumbs, prev/next, the
 * sitemap and the list of prerendered pages all derive from it.
 * Titles come from the title dictionaries (translations/titles.*.json).
 */
export const navTree: NavPage[] = [
  {
    pathname: '/x/introduction-group',
    group: true,
    children: [
      { pathname: '/x/introduction' },
      { pathname: '/x/introduction/installation' },
      { pathname: '/x/introduction/licensing' },
      { pathname: '/x/introduction/support' },
      { pathname: '/x/introduction/roadmap' },
    ],
  },
  {
    pathname: '/x/common-concepts',
    group: true,
    children: [
      { pathname: '/x/common-concepts/localization' },
      { pathname: '/x/common-concepts/custom-components' },
      { pathname: '/x/common-concepts/theming' },
      { pathname: '/x/common-concepts/typescript' },
    ],
  },
  {
    pathname: '/x/react-data-grid-group',
    group: true,
    children: [
      { pathname: '/x/react-data-grid' },
      { pathname: '/x/react-data-grid/quickstart' },
      {
        pathname: '/x/react-data-grid/advanced',
        group: true,
        subheader: 'Advanced features',
        children: [
          { pathname: '/x/react-data-grid/tree-data', plan: 'pro' },
          { pathname: '/x/react-data-grid/row-grouping', plan: 'premium' },
        ],
      },
    ],
  },
  {
    pathname: '/x/react-date-pickers-group',
    group: true,
    children: [
      { pathname: '/x/react-date-pickers' },
      { pathname: '/x/react-date-pickers/getting-started' },
    ],
  },
  {
    pathname: '/x/react-charts-group',
    group: true,
    children: [
      { pathname: '/x/react-charts' },
      { pathname: '/x/react-charts/getting-started' },
    ],
  },
  {
    pathname: '/x/react-tree-view-group',
    group: true,
    children: [
      { pathname: '/x/react-tree-view' },
      { pathname: '/x/react-tree-view/getting-started' },
    ],
  },
  {
    pathname: '/x/migration',
    group: true,
    children: [
      { pathname: '/x/migration-v8', newFeature: true },
      { pathname: '/x/migration-v7' },
      { pathname: '/x/migration-v6' },
      { pathname: '/x/migration-earlier' },
    ],
  },
];
