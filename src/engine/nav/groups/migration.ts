import type { NavPage } from '../types';

const guide = (slug: string): NavPage => ({ pathname: `/x/migration/${slug}` });

/** One major's upgrade: its overview page here, then the official guides per product. */
const upgradeGroup = (major: string, overview: string | undefined, guides: NavPage[]): NavPage => ({
  pathname: `/x/migration/upgrade-to-${major}-group`,
  group: true,
  subheader: major === 'earlier' ? 'Earlier versions' : `Upgrade to ${major}`,
  children: [...(overview ? [{ pathname: overview }] : []), ...guides],
});

const API_CHANGES_PRODUCTS = ['data-grid', 'date-pickers', 'charts', 'tree-view'];

/**
 * The Migration section of the navigation tree, in the order of the official v9 sidebar: one
 * subheader per major, each opening with this site's overview of that upgrade (the seed's
 * `/x/migration-v8` … paths), then the official per-product guides under their official paths.
 * The generated API changes pages close the v9 and v8 groups.
 */
export const migrationGroup: NavPage = {
  pathname: '/x/migration',
  group: true,
  children: [
    upgradeGroup('v9', '/x/migration-v9', [
      guide('migration-data-grid-v8'),
      guide('migration-pickers-v8'),
      guide('migration-charts-v8'),
      guide('migration-tree-view-v8'),
      ...API_CHANGES_PRODUCTS.map((product) => guide(`${product}-v8-to-v9-api`)),
    ]),
    upgradeGroup('v8', '/x/migration-v8', [
      guide('migration-data-grid-v7'),
      guide('migration-pickers-v7'),
      guide('migration-charts-v7'),
      guide('migration-tree-view-v7'),
      guide('usage-with-material-ui-v5-v6'),
      ...API_CHANGES_PRODUCTS.map((product) => guide(`${product}-v7-to-v8-api`)),
    ]),
    upgradeGroup('v7', '/x/migration-v7', [
      guide('migration-data-grid-v6'),
      guide('migration-pickers-v6'),
      guide('migration-charts-v6'),
      guide('migration-tree-view-v6'),
    ]),
    upgradeGroup('v6', '/x/migration-v6', [
      guide('migration-data-grid-v5'),
      guide('migration-pickers-v5'),
      guide('migration-tree-view-lab'),
    ]),
    upgradeGroup('earlier', '/x/migration-earlier', [
      guide('migration-pickers-lab'),
      guide('migration-data-grid-v4'),
    ]),
  ],
};
