import { describe, expect, it } from 'vitest';
import type { NavPage } from '../types';
import { flattenPages } from '../index';
import { getPageTitle } from '../../i18n/titles';
import { dataGridGroup } from './data-grid';
import { dataGridPage } from './data-grid-page';

/** One line per entry, indented by depth: what the sidebar shows, in its order. */
function outline(pages: NavPage[], depth = 0): string[] {
  return pages.flatMap((page) => {
    const marks = [
      page.group && 'group',
      page.subheader && `subheader=${page.subheader}`,
      page.plan && `plan=${page.plan}`,
      page.planned && 'planned',
      page.newFeature && 'new',
      page.unstable && 'unstable',
    ].filter(Boolean);
    const line = `${'  '.repeat(depth)}${page.pathname} ${marks.join(' ')}`.trimEnd();
    return [line, ...outline(page.children ?? [], depth + 1)];
  });
}

// The Data Grid nav is assembled from several files; regrouping them must not move a page.
describe('Data Grid navigation', () => {
  it('keeps its tree, entry by entry', () => {
    expect(outline([dataGridGroup]).join('\n')).toMatchSnapshot();
  });

  it('keeps its reading order, plans and titles', () => {
    // A page takes its group's plan when it has none, as the page header does (route-data.ts).
    const rows = flattenPages([dataGridGroup]).map(({ page, ancestors }) =>
      [
        page.pathname,
        page.plan ?? ancestors.find((ancestor) => ancestor.plan)?.plan ?? 'community',
        getPageTitle(page.pathname, 'en'),
        getPageTitle(page.pathname, 'zh'),
      ].join(' | '),
    );
    expect(rows.length).toBeGreaterThan(80);
    expect(rows.join('\n')).toMatchSnapshot();
  });

  it('writes a guide entry from its slug, with a plan only when it needs one', () => {
    expect(dataGridPage('sorting')).toEqual({ pathname: '/x/react-data-grid/sorting' });
    expect(dataGridPage('pivoting', 'premium')).toEqual({
      pathname: '/x/react-data-grid/pivoting',
      plan: 'premium',
    });
  });
});
