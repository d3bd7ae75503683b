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
  ],
};
