import type { NavPage } from '../types';

/** The Migration section of the navigation tree. */
export const migrationGroup: NavPage = {
  pathname: '/x/migration',
  group: true,
  children: [
    { pathname: '/x/migration-v8', newFeature: true },
    { pathname: '/x/migration-v7' },
    { pathname: '/x/migration-v6' },
    { pathname: '/x/migration-earlier' },
    { pathname: '/x/migration/data-grid-v7-to-v8-api' },
    { pathname: '/x/migration/date-pickers-v7-to-v8-api' },
    { pathname: '/x/migration/charts-v7-to-v8-api' },
    { pathname: '/x/migration/tree-view-v7-to-v8-api' },
  ],
};
