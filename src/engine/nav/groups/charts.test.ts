import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { getPageTitle } from '../../i18n/titles';
import { contentFilesFor, contentKeyFor } from '../../content/files';
import { chartsGroup } from './charts';

const HOOK_PAGES = ['use-series', 'use-axes', 'use-drawing-area', 'use-scale', 'use-legend', 'use-dataset'];

describe('Charts navigation: hooks', () => {
  const hooksGroup = chartsGroup.children
    ?.flatMap((entry) => entry.children ?? [])
    .find((entry) => entry.pathname === '/x/react-charts/hooks-group');

  it('groups the overview and one page per hook, at the official v8 URLs, under "Hooks"', () => {
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
