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
 * dictionaries (translations/titles*.json). Introduction, common concepts and migration follow
 * the order of the official v8 sidebar (mui/mui-x, branch v8.x, docs/data/pages.ts), with two
 * differences: "What's new", a top-level link there, is the second page of Introduction here (the
 * top level holds the seven groups of the spec), and its `/x/llms.txt` entry is not a docs page
 * (this site's `/llms.txt` is linked from the MCP page).
 */
export const navTree: NavPage[] = [
  {
    pathname: '/x/introduction-group',
    group: true,
    children: [
      { pathname: '/x/introduction' },
      { pathname: '/x/whats-new' },
      { pathname: '/x/introduction/installation' },
      { pathname: '/x/introduction/licensing' },
      { pathname: '/x/introduction/support' },
      { pathname: '/x/introduction/mcp', newFeature: true },
      { pathname: '/x/introduction/priority-support', newFeature: true, plan: 'premium' },
      { pathname: '/x/guides/telemetry', plan: 'pro' },
      { pathname: '/x/introduction/roadmap' },
      // Where the packages' minified errors link (official path); the official sidebar leaves it
      // out, this one lists it last so a reader can also browse the codes.
      { pathname: '/x/production-error' },
    ],
  },
  {
    pathname: '/x/common-concepts',
    group: true,
    children: [
      { pathname: '/x/common-concepts/custom-components' },
      { pathname: '/x/common-concepts/localization' },
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
