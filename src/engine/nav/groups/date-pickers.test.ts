import { describe, expect, it } from 'vitest';
import { getPageTitle, getSidebarTitle } from '../../i18n/titles';
import { flattenPages } from '../flatten';
import type { NavPage } from '../types';
import { datePickersGroup } from './date-pickers';

const base = '/x/react-date-pickers';

/**
 * The pickers' sidebar of the official v8 docs (docs/data/pages.ts, branch v8.x): the pages
 * in their order, and the families that group the components with their titles. The
 * adapters-locale page is a section of the localization page here (a redirect), so it is left out.
 */
const OFFICIAL_ORDER = [
  '',
  '/quickstart',
  '/base-concepts',
  '/date-picker',
  '/date-field',
  '/date-calendar',
  '/time-picker',
  '/time-field',
  '/time-clock',
  '/digital-clock',
  '/date-time-picker',
  '/date-time-field',
  '/date-range-picker',
  '/date-range-field',
  '/date-range-calendar',
  '/time-range-picker',
  '/time-range-field',
  '/date-time-range-picker',
  '/date-time-range-field',
  '/fields',
  '/validation',
  '/lifecycle',
  '/shortcuts',
  '/accessibility',
  '/localization',
  '/timezone',
  '/calendar-systems',
  '/custom-components',
  '/custom-layout',
  '/custom-field',
  '/custom-opening-button',
  '/playground',
].map((slug) => `${base}${slug}`);

const FAMILIES: Array<[slug: string, title: string]> = [
  ['date-pickers', 'Date components'],
  ['time-pickers', 'Time components'],
  ['date-time-pickers', 'Date Time components'],
  ['date-range-pickers', 'Date Range components'],
  ['time-range-pickers', 'Time Range components'],
  ['date-time-range-pickers', 'Date Time Range components'],
];

const entries = (pages: NavPage[]): NavPage[] =>
  pages.flatMap((page) => [page, ...entries(page.children ?? [])]);

describe('Date and Time Pickers navigation', () => {
  const pathnames = flattenPages([datePickersGroup]).map((leaf) => leaf.page.pathname);

  it('lists the official pages in the official order', () => {
    expect(pathnames.filter((pathname) => OFFICIAL_ORDER.includes(pathname))).toEqual(OFFICIAL_ORDER);
  });

  it('groups the components in the official families, with their titles', () => {
    const components = datePickersGroup.children?.find((entry) => entry.subheader === 'Components');
    const families = (components?.children ?? []).filter((entry) => entry.group);
    expect(
      families.map((family) => [
        family.pathname.replace(`${base}/`, ''),
        getPageTitle(family.pathname, 'en'),
      ]),
    ).toEqual(FAMILIES);
    for (const family of families) expect(getPageTitle(family.pathname, 'zh'), family.pathname).not.toBe('');
  });

  it('uses the official sidebar titles and badges', () => {
    const titles = Object.fromEntries(pathnames.map((pathname) => [pathname, getPageTitle(pathname, 'en')]));
    expect(titles[`${base}/quickstart`]).toBe('Quickstart');
    expect(titles[`${base}/fields`]).toBe('Field components');
    expect(titles[`${base}/lifecycle`]).toBe('Components lifecycle');
    // The official sidebar label; the page keeps its own title for search, breadcrumbs and <title>.
    expect(getSidebarTitle(`${base}/localization`, 'en')).toBe('Translated components');
    expect(titles[`${base}/localization`]).toBe('Localization');
    expect(titles[`${base}/timezone`]).toBe('UTC and timezones');
    expect(titles[`${base}/custom-components`]).toBe('Custom subcomponents');
    expect(titles[`${base}/playground`]).toBe('Customization playground');
    const byPath = new Map(entries([datePickersGroup]).map((page) => [page.pathname, page]));
    expect(byPath.get(`${base}/time-range-picker`)?.newFeature).toBe(true);
    const range = pathnames.filter((pathname) => /range/.test(pathname));
    expect(range.filter((pathname) => byPath.get(pathname)?.plan !== 'pro')).toEqual([]);
  });
});
