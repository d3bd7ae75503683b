import { describe, expect, it } from 'vitest';
import titlesEn from '../../../translations/titles.en.json';
import titlesZh from '../../../translations/titles.zh.json';
import { getPageTitle, humanizePathname } from './titles';

const NAV_PATHS = [
  '/x/introduction-group',
  '/x/introduction',
  '/x/introduction/installation',
  '/x/introduction/licensing',
  '/x/introduction/support',
  '/x/introduction/roadmap',
  '/x/common-concepts',
  '/x/common-concepts/localization',
  '/x/common-concepts/custom-components',
  '/x/common-concepts/theming',
  '/x/common-concepts/typescript',
  '/x/react-data-grid-group',
  '/x/react-data-grid',
  '/x/react-data-grid/quickstart',
  '/x/react-data-grid/advanced',
  '/x/react-data-grid/tree-data',
  '/x/react-data-grid/row-grouping',
  '/x/react-date-pickers-group',
  '/x/react-date-pickers',
  '/x/react-date-pickers/quickstart',
  '/x/react-charts-group',
  '/x/react-charts',
  '/x/react-charts/quickstart',
  '/x/react-tree-view-group',
  '/x/react-tree-view',
  '/x/react-tree-view/quickstart',
  '/x/migration',
  '/x/migration-v8',
  '/x/migration-v7',
  '/x/migration-v6',
  '/x/migration-earlier',
];

describe('title dictionaries', () => {
  it('cover every navigation pathname in both languages', () => {
    for (const path of NAV_PATHS) {
      expect(titlesEn).toHaveProperty([path]);
      expect(titlesZh).toHaveProperty([path]);
    }
  });

  it('have the same keys in both languages and no route parameters', () => {
    expect(Object.keys(titlesZh).sort()).toEqual(Object.keys(titlesEn).sort());
    for (const key of Object.keys(titlesEn)) expect(key).not.toMatch(/\/:|\[/);
  });

  it('include the legacy documentation sections and about 100 component pages', () => {
    const keys = Object.keys(titlesEn);
    for (const prefix of [
      '/getting-started',
      '/components',
      '/system',
      '/customization',
      '/guides',
      '/discover-more',
      '/versions',
      '/styles',
      '/css-in-js',
    ]) {
      expect(keys.some((k) => k === prefix || k.startsWith(`${prefix}/`))).toBe(true);
    }
    const components = keys.filter((k) => k.startsWith('/components/'));
    expect(components.length).toBeGreaterThanOrEqual(90);
    expect(components).toEqual(
      expect.arrayContaining([
        '/components/buttons',
        '/components/cards',
        '/components/dialogs',
        '/components/tables',
        '/components/tabs',
        '/components/text-fields',
        '/components/pickers',
      ]),
    );
    expect(keys.filter((k) => /^https?:/.test(k))).toEqual(['https://mui.com/store/']);
  });
});

describe('getPageTitle', () => {
  it('returns the title in the requested language', () => {
    expect(getPageTitle('/x/react-data-grid-group', 'en')).toBe('Data Grid');
    expect(getPageTitle('/x/react-data-grid/advanced', 'en')).toBe('Advanced features');
    expect(getPageTitle('/x/react-data-grid', 'en')).toBe('Overview');
    expect(getPageTitle('/x/introduction-group', 'zh')).toBe('介绍');
    expect(getPageTitle('https://mui.com/store/', 'en')).toBe('Templates');
    expect(getPageTitle('https://mui.com/store/', 'zh')).toBe('模板');
  });

  it('accepts a language prefix, trailing slash or hash', () => {
    expect(getPageTitle('/zh/x/react-charts/', 'zh')).toBe('概述');
    expect(getPageTitle('/components/buttons#sizes', 'en')).toBe('Button');
  });

  it('falls back to English for a language without a title', () => {
    expect(getPageTitle('/components/buttons', 'fr')).toBe('Button');
  });

  it('falls back to the humanized last segment for unknown pages', () => {
    expect(getPageTitle('/x/api/data-grid/data-grid-pro', 'zh')).toBe('Data grid pro');
    expect(getPageTitle('/x/unknown_page/', 'en')).toBe('Unknown page');
    expect(getPageTitle('/toString', 'en')).toBe('ToString');
  });
});

describe('humanizePathname', () => {
  it('keeps the path when it has no segment to humanize', () => {
    expect(humanizePathname('/')).toBe('/');
  });

  it('survives a malformed escape', () => {
    expect(humanizePathname('/x/bad%E0')).toBe('Bad%E0');
  });
});
