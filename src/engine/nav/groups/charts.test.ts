import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { getPageTitle } from '../../i18n/titles';
import { contentFilesFor, contentKeyFor } from '../../content/files';
import type { NavPage } from '../types';
import { chartsGroup } from './charts';

/** The official v8 order. */
const HOOK_PAGES = [
  'use-series',
  'use-legend',
  'use-drawing-area',
  'use-scale',
  'use-axes',
  'use-dataset',
  'use-polar-geometry',
];

describe('Charts navigation: hooks', () => {
  const hooksGroup = chartsGroup.children
    ?.flatMap((entry) => entry.children ?? [])
    .find((entry) => entry.pathname === '/x/react-charts/hooks-group');

  it('groups the overview and one page per hook, at the official v9 URLs, under "Hooks"', () => {
    expect(hooksGroup?.group).toBe(true);
    expect(getPageTitle('/x/react-charts/hooks-group', 'en')).toBe('Hooks');
    expect(hooksGroup?.children?.map((page) => page.pathname)).toEqual([
      '/x/react-charts/hooks',
      ...HOOK_PAGES.map((slug) => `/x/react-charts/hooks/${slug}`),
    ]);
  });

  it('has a written page and a sidebar title in both languages for each hook', () => {
    for (const slug of HOOK_PAGES) {
      const pathname = `/x/react-charts/hooks/${slug}`;
      expect(contentKeyFor(pathname)).toBe(`charts/hooks/${slug}`);
      expect(
        contentFilesFor(contentKeyFor(pathname), 'en').some((file) => fs.existsSync(file)),
        pathname,
      ).toBe(true);
      // The official titles are the hook names, e.g. use-drawing-area → useDrawingArea.
      const hookName = slug.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());
      expect(getPageTitle(pathname, 'en')).toBe(hookName);
      expect(getPageTitle(pathname, 'zh')).toBe(hookName);
    }
  });
});

/** Pathnames of a nav subtree, depth first. */
const flat = (page: NavPage): string[] => [page.pathname, ...(page.children ?? []).flatMap(flat)];

/** The written pages of a nav subtree (no folds, no planned entries). */
const pages = (page: NavPage): string[] => [
  ...(page.group || page.planned ? [] : [page.pathname]),
  ...(page.children ?? []).flatMap(pages),
];

describe('Charts navigation: the official v8 sidebar', () => {
  const order = flat(chartsGroup);
  const before = (a: string, b: string) => order.indexOf(a) < order.indexOf(b);

  it('starts with the overview, the quickstart and the examples, at their official addresses', () => {
    expect(chartsGroup.children?.slice(0, 3).map((entry) => entry.pathname)).toEqual([
      '/x/react-charts',
      '/x/react-charts/quickstart',
      '/x/react-charts/examples',
    ]);
  });

  it('keeps the official order of the chart types and of the main features', () => {
    const official = [
      ['bars', 'bar-demo', 'lines', 'line-demo', 'areas-demo', 'pie', 'pie-demo', 'scatter', 'scatter-demo'],
      ['sparkline', 'gauge', 'radar', 'heatmap', 'funnel', 'pyramid', 'sankey'],
      ['animation', 'axis', 'brush', 'components', 'composition', 'data-grid-integration', 'export'],
      ['highlighting', 'legend', 'localization', 'stacking', 'styling', 'toolbar', 'tooltip', 'zoom-and-pan'],
      ['content-security-policy', 'hooks', 'plugins'],
    ].flat();
    for (let index = 1; index < official.length; index += 1) {
      const [a, b] = [official[index - 1], official[index]].map((slug) => `/x/react-charts/${slug}`);
      expect(before(a, b), `${a} before ${b}`).toBe(true);
    }
  });

  it('gives every entry a title in both languages', () => {
    for (const pathname of order.filter((entry) => entry !== '/x/react-charts-group')) {
      expect(getPageTitle(pathname, 'en'), pathname).toBeTruthy();
      expect(getPageTitle(pathname, 'zh'), pathname).toBeTruthy();
    }
  });
});

describe('Charts demos', () => {
  it('embed at least 300 demos on the English pages (the official v8 pages have 317)', () => {
    const count = pages(chartsGroup)
      .map((pathname) => contentFilesFor(contentKeyFor(pathname), 'en').find((file) => fs.existsSync(file)))
      .filter((file): file is string => file !== undefined)
      .reduce((sum, file) => sum + (fs.readFileSync(file, 'utf8').match(/<Demo\s/g)?.length ?? 0), 0);
    expect(count).toBeGreaterThanOrEqual(300);
  });
});
