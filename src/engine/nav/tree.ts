import type { NavPage } from './types';
import { chartsGroup } from './groups/charts';
import { dataGridGroup } from './groups/data-grid';
import { datePickersGroup } from './groups/date-pickers';
import { migrationGroup } from './groups/migration';
import { treeViewGroup } from './groups/tree-view';

/**
 * The one navigation tree of the site. Sidebar, breadcrumbs, prev/next, the
 * sitemap and the list of prerendered pages all derive from it. Each product
 * section lives in its own file under groups/. Titles come from the title
 * dictionaries (translations/titles*.json).
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
  dataGridGroup,
  datePickersGroup,
  chartsGroup,
  treeViewGroup,
  migrationGroup,
];
