import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadApiIndex } from '../api-reference/api-index';
import type { ApiIndexItem } from '../api-reference/types';
import { dataGridGroup } from '../nav/groups/data-grid';
import type { NavPage } from '../nav/types';
import { MATRIX_FILE, featureRows, planCounts, renderFeatureMatrix } from './feature-matrix';
import { renderMatrixPage } from './render-page';

const index = [
  { name: 'DataGrid', plan: 'community' },
  { name: 'GridPivotPanel', plan: 'premium' },
  { name: 'QuickFilter', plan: 'community' },
] as ApiIndexItem[];

const nav: NavPage = {
  pathname: '/x/react-data-grid-group',
  group: true,
  children: [
    { pathname: '/x/react-data-grid/filtering/quick-filter' },
    {
      pathname: '/x/react-data-grid/advanced',
      group: true,
      subheader: 'Advanced features',
      children: [{ pathname: '/x/react-data-grid/pivoting', plan: 'premium' }],
    },
  ],
};

const components: Record<string, string[]> = {
  '/x/react-data-grid/filtering/quick-filter': ['DataGrid', 'QuickFilter', 'NotExported'],
  '/x/react-data-grid/pivoting': ['GridPivotPanel'],
};

describe('feature matrix', () => {
  const rows = featureRows(nav, index, (pathname) => components[pathname] ?? []);

  it('takes plans from the nav flags and component plans from the exports', () => {
    expect(rows.map((row) => [row.title, row.group, row.plan])).toEqual([
      ['Quick filter', 'Getting started', 'community'],
      ['Pivoting', 'Advanced features', 'premium'],
    ]);
    expect(rows[0].components).toEqual([
      { name: 'DataGrid', plan: 'community' },
      { name: 'QuickFilter', plan: 'community' },
    ]);
    expect(planCounts(rows)).toEqual({ community: 1, pro: 0, premium: 1 });
  });

  it('marks a premium feature only in the Premium column', () => {
    const table = renderFeatureMatrix(rows).split('\n');
    expect(table[3]).toBe(
      '| [Pivoting](/x/react-data-grid/pivoting) | Advanced features | — | — | ✓ | `GridPivotPanel` (Premium) |',
    );
    expect(table[2]).toContain('| ✓ | ✓ | ✓ | `QuickFilter` (Community) |');
  });

  it('the committed page is up to date (npm run feature-matrix)', () => {
    const expected = renderMatrixPage(featureRows(dataGridGroup, loadApiIndex()));
    expect(fs.readFileSync(MATRIX_FILE, 'utf8')).toBe(expected);
  });
});
