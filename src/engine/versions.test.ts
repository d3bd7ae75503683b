import { describe, expect, it } from 'vitest';
import { getInstalledVersion, getVersionEntries } from './versions';

const hrefs = (canonical: string) =>
  Object.fromEntries(getVersionEntries(canonical, '8.0.0').map((e) => [e.text, e.href]));

describe('version switcher', () => {
  it('reads the installed 9.x version', () => {
    expect(getInstalledVersion()).toMatch(/^9\.\d+\.\d+$/);
  });
  it('offers v4 on data grid pages but not v5', () => {
    const texts = getVersionEntries('/x/react-data-grid/sorting', '9.14.0').map((e) => e.text);
    expect(texts).toEqual(['v9.14.0', 'v8', 'v7', 'v6', 'v4']);
  });
  it('offers v5 on date picker pages but not v4', () => {
    const texts = getVersionEntries('/x/react-date-pickers', '9.14.0').map((e) => e.text);
    expect(texts).toEqual(['v9.14.0', 'v8', 'v7', 'v6', 'v5']);
  });
  it('offers v4 on introduction pages, neither on charts', () => {
    expect(getVersionEntries('/x/introduction/installation', '8.0.0').map((e) => e.text)).toContain('v4');
    expect(getVersionEntries('/x/react-charts', '9.0.0').map((e) => e.text)).toEqual([
      'v9.0.0',
      'v8',
      'v7',
      'v6',
    ]);
  });
  it('marks only the current entry', () => {
    const entries = getVersionEntries('/x/react-charts', '8.0.0');
    expect(entries.filter((e) => e.current)).toHaveLength(1);
    expect(entries[0].href).toBe('/x/react-charts');
    expect(entries[1].href).toBe('https://v8.mui.com/x/react-charts/');
    expect(entries[2].href).toBe('https://v7.mui.com/x/react-charts/');
  });
  it('sends v5 date picker readers to the getting-started page v5 had', () => {
    expect(hrefs('/x/react-date-pickers/date-picker').v5).toBe(
      'https://v5.mui.com/x/react-date-pickers/getting-started/',
    );
    expect(hrefs('/x/api/date-pickers/date-picker').v5).toBe(
      'https://v5.mui.com/x/react-date-pickers/getting-started/',
    );
  });
  it('never links to an /x/api/ root or to this site’s migration paths', () => {
    expect(hrefs('/x/api/data-grid/data-grid').v7).toBe('https://v7.mui.com/x/api/data-grid/');
    expect(hrefs('/x/api/charts/bar-chart').v7).toBe('https://v7.mui.com/x/react-charts/');
    expect(hrefs('/x/migration/migration-data-grid-v7').v7).toBe(
      'https://v7.mui.com/x/migration/migration-data-grid-v6/',
    );
    expect(hrefs('/x/migration-v8').v7).toBe('https://v7.mui.com/x/introduction/');
    expect(hrefs('/x/migration/tree-view-v7-to-v8-api').v6).toBe(
      'https://v6.mui.com/x/migration/migration-tree-view-lab/',
    );
    expect(hrefs('/x/api/tree-view/rich-tree-view').v6).toBe(
      'https://v6.mui.com/x/react-tree-view/getting-started/',
    );
    expect(hrefs('/x/api/date-pickers/date-picker').v7).toBe('https://v7.mui.com/x/api/date-pickers/');
  });
  it('links v8 to the archived v8 docs, API indexes and v7 → v8 guides included', () => {
    expect(hrefs('/x/api/charts/bar-chart').v8).toBe('https://v8.mui.com/x/api/charts/');
    expect(hrefs('/x/migration/migration-pickers-v7').v8).toBe(
      'https://v8.mui.com/x/migration/migration-pickers-v7/',
    );
    expect(hrefs('/x/introduction/installation').v8).toBe('https://v8.mui.com/x/introduction/');
  });
  it('links v4 to the v4 grid page', () => {
    expect(hrefs('/x/introduction').v4).toBe('https://v4.mui.com/components/data-grid/');
    expect(hrefs('/x/api/data-grid/data-grid').v4).toBe('https://v4.mui.com/components/data-grid/');
  });
});
