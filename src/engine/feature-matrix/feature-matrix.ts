import 'server-only';
import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import type { ApiIndexItem, Plan } from '../api-reference/types';
import { contentFilesFor, contentKeyFor } from '../content/files';
import { getPageTitle } from '../i18n/titles';
import type { NavPage } from '../nav/types';

/** One feature page of the matrix. */
export interface FeatureRow {
  pathname: string;
  title: string;
  /** Sidebar group the page sits in, e.g. `Rows`. */
  group: string;
  /** Plan from the navigation's plan flag; pages without one are Community. */
  plan: Plan;
  /** Components the page's front matter lists, each with the lowest plan whose package exports it. */
  components: Array<{ name: string; plan: Plan }>;
}

export const MATRIX_PATHNAME = '/x/react-data-grid/features';
const DEMO_OR_TUTORIAL = /^\/x\/react-data-grid\/(demos|tutorials)\//;
const PLANS: Plan[] = ['community', 'pro', 'premium'];
const PLAN_LABEL: Record<Plan, string> = { community: 'Community', pro: 'Pro', premium: 'Premium' };

function frontmatterComponents(pathname: string): string[] {
  const file = contentFilesFor(contentKeyFor(pathname), 'en').find((candidate) => fs.existsSync(candidate));
  if (!file) return [];
  const { data } = matter(fs.readFileSync(file, 'utf8'));
  return Array.isArray(data.components) ? (data.components as string[]) : [];
}

/** Walks a product's navigation group: every page with content, in sidebar order. */
export function featureRows(
  group: NavPage,
  apiIndex: readonly ApiIndexItem[],
  readComponents: (pathname: string) => string[] = frontmatterComponents,
): FeatureRow[] {
  const exportPlan = new Map(apiIndex.map((item) => [item.name, item.plan]));
  const rows: FeatureRow[] = [];
  // A page without its own plan flag takes its group's (the official sidebar badges the group).
  const walk = (pages: NavPage[], label: string, groupPlan?: Plan) => {
    for (const page of pages) {
      if (page.children) walk(page.children, page.subheader ?? label, page.plan ?? groupPlan);
      if (page.group || page.planned || page.pathname === MATRIX_PATHNAME) continue;
      // Demo applications and tutorials combine features; they are not features of their own.
      if (DEMO_OR_TUTORIAL.test(page.pathname)) continue;
      rows.push({
        pathname: page.pathname,
        title: getPageTitle(page.pathname, 'en'),
        group: label,
        plan: page.plan ?? groupPlan ?? 'community',
        components: readComponents(page.pathname)
          .filter((name) => exportPlan.has(name))
          .map((name) => ({ name, plan: exportPlan.get(name)! })),
      });
    }
  };
  walk(group.children ?? [], 'Getting started');
  return rows;
}

/** The grids themselves appear on most pages; the table lists the other parts a page documents. */
const GRIDS = new Set(['DataGrid', 'DataGridPro', 'DataGridPremium']);

const mark = (row: FeatureRow, plan: Plan) => (PLANS.indexOf(plan) >= PLANS.indexOf(row.plan) ? '✓' : '—');

/** The matrix as a Markdown table, one line per feature page. */
export function renderFeatureMatrix(rows: readonly FeatureRow[]): string {
  const lines = [
    '| Feature | Section | Community | Pro | Premium | Other components (lowest plan exporting them) |',
    '| --- | --- | :-: | :-: | :-: | --- |',
  ];
  for (const row of rows) {
    const components =
      row.components
        .filter((c) => !GRIDS.has(c.name))
        .map((c) => `\`${c.name}\` (${PLAN_LABEL[c.plan]})`)
        .join(', ') || '—';
    lines.push(
      `| [${row.title}](${row.pathname}) | ${row.group} | ${mark(row, 'community')} | ${mark(row, 'pro')} | ${mark(row, 'premium')} | ${components} |`,
    );
  }
  return lines.join('\n');
}

/** Counts of feature pages per plan, for the page's summary. */
export function planCounts(rows: readonly FeatureRow[]): Record<Plan, number> {
  const counts: Record<Plan, number> = { community: 0, pro: 0, premium: 0 };
  for (const row of rows) counts[row.plan] += 1;
  return counts;
}

export const MATRIX_FILE = path.join('content', 'data-grid', 'features.mdx');
