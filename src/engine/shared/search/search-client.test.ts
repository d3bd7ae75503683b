import { beforeAll, describe, expect, it } from 'vitest';
import type { Lang } from '../paths';
import { buildIndex } from '../../search/build-index';
import { collectRecords, groupLabels, searchComponents, migrationSources } from '../../search/collect';
import { SearchClient } from './search-client';

/** Builds a language's index in memory, as scripts/search-build.ts does, and serves it from a map. */
function clientFor(lang: Lang): SearchClient {
  const files = buildIndex(
    collectRecords(lang),
    lang,
    groupLabels(lang),
    searchComponents(),
    migrationSources(),
  );
  return new SearchClient(lang, async <T>(file: string) => {
    if (!files.has(file)) throw new Error(`missing ${file}`);
    return structuredClone(files.get(file)) as T;
  });
}

let en: SearchClient;
let zh: SearchClient;
beforeAll(() => {
  en = clientFor('en');
  zh = clientFor('zh');
}, 60_000);

describe('search ranking', () => {
  it('puts the DataGrid rowHeight prop first and links its API row', async () => {
    const [first, ...rest] = await en.search('rowHeight');
    expect(first).toMatchObject({ title: 'DataGrid', heading: 'rowHeight', kind: 'prop' });
    expect(first.href).toBe('/x/api/data-grid/data-grid#prop-rowHeight');
    // One hit per prop name in a product: the Pro and Premium grids are named on it, not listed again.
    expect(first.also).toEqual(expect.arrayContaining(['DataGridPro', 'DataGridPremium']));
    expect(rest.filter((hit) => hit.heading === 'rowHeight' && hit.kind === 'prop')).toEqual([]);
  });

  it('ranks an exact page title first, over pages that only mention it', async () => {
    const [first] = await en.search('Column pinning');
    expect(first).toMatchObject({
      kind: 'page',
      title: 'Column pinning',
      href: '/x/react-data-grid/column-pinning',
    });
    const [sorting] = await en.search('sorting');
    expect(sorting.href).toBe('/x/react-data-grid/sorting');
  });

  it('ranks an exact component name first', async () => {
    const [first] = await en.search('DateRangePicker');
    expect(first).toMatchObject({ kind: 'api', href: '/x/api/date-pickers/date-range-picker' });
  });

  it('opens a section at the heading anchor the page renders and marks the match', async () => {
    const hits = await en.search('licence key');
    const section = hits.find((hit) => hit.kind === 'section');
    expect(section?.href).toMatch(/^\/x\/introduction\/[a-z-]+#[a-z0-9-]+$/);
    expect(section?.excerpt.some((part) => part.mark && /licen/i.test(part.text))).toBe(true);
  });

  it('matches the word being typed as a prefix', async () => {
    const [first] = await en.search('getRowHei');
    expect(first.heading).toMatch(/^getRowHeight/);
  });

  it('scopes Chinese searches to /zh links, with translated pages and English fallback', async () => {
    const translated = await zh.search('数据表格');
    expect(translated.length).toBeGreaterThan(0);
    expect(translated.every((hit) => hit.href.startsWith('/zh/'))).toBe(true);
    const [prop] = await zh.search('rowHeight');
    expect(prop.href).toBe('/zh/x/api/data-grid/data-grid#prop-rowHeight');
    // Untranslated pages are searched in English, still under /zh.
    const [page] = await zh.search('column pinning');
    expect(page.href).toBe('/zh/x/react-data-grid/column-pinning');
    expect(translated.some((hit) => hit.href === '/zh/x/react-data-grid')).toBe(true);
    expect(prop.groupLabel).toBe('数据表格');
  });

  it("maps a Chinese reader's words to the docs' words in both languages", async () => {
    // 冻结 (freeze) → 固定 / pinning; 汉化 (make Chinese) → 本地化 (localization), in the grid 表格 names.
    const [pinning] = await zh.search('冻结列');
    expect(pinning.href).toBe('/zh/x/react-data-grid/column-pinning');
    const [localization] = await zh.search('汉化 表格');
    expect(localization.href).toBe('/zh/x/react-data-grid/localization');
  });

  it('groups results under the product they belong to', async () => {
    const hits = await en.search('BarChart');
    expect(hits[0].groupLabel).toBe('Charts');
  });

  it('answers a question in words with the guide, the API row beside it', async () => {
    const hits = await en.search('how do I make a data grid column not filterable');
    expect(hits[0].kind).toMatch(/^(page|section)$/);
    expect(hits[0].href).toMatch(/^\/x\/react-data-grid\//);
    // The prop name alone still goes to its row first.
    const [prop] = await en.search('disablePast');
    expect(prop).toMatchObject({ kind: 'prop', heading: 'disablePast' });
    expect(prop.also.length).toBeGreaterThan(2);
    const [type, ...typeRest] = await en.search('GridColDef');
    expect(type).toMatchObject({ kind: 'api', href: '/x/api/data-grid/grid-col-def' });
    // Its rows, which all name it, leave room for the guides.
    expect(typeRest.slice(0, 4).some((hit) => hit.kind === 'page' || hit.kind === 'section')).toBe(true);
    const slots = await en.search('slots.toolbar');
    expect(slots.slice(0, 3).map((hit) => hit.href)).toContain('/x/api/data-grid/data-grid#slot-toolbar');
  });

  it("puts a section whose heading says the question's words above pages that share one", async () => {
    // The Data Grid page is titled "Row selection" now (its official title), so the page itself is
    // the match; the section of the same name on a page about cells must not come first.
    const [first] = await en.search('disable multiple row selection in data grid');
    expect(first.href).toMatch(/^\/x\/react-data-grid\/row-selection(#|$)/);
    // Naming the product does not make its name's words ("data") part of the question.
    const hits = await en.search('Server side sorting in DataGrid');
    expect(hits.slice(0, 5).every((hit) => hit.href.startsWith('/x/react-data-grid/'))).toBe(true);
  });

  it('shows a page at most twice among the first five', async () => {
    for (const query of ['row grouping aggregation', 'tree view selection checkbox', 'pie chart labels']) {
      const pages = (await en.search(query)).slice(0, 5).map((hit) => hit.href.split('#')[0]);
      for (const page of pages) expect(pages.filter((other) => other === page).length).toBeLessThanOrEqual(2);
    }
  });

  it("maps the reader's words to the docs' words and favours the product the query names", async () => {
    const hits = await en.search('hide a column');
    expect(hits.slice(0, 3).map((hit) => hit.href)).toContain('/x/react-data-grid/column-visibility');
    const [tree] = await en.search('tree view expand all');
    expect(tree.href).toMatch(/^\/x\/react-tree-view\//);
  });

  it("ranks the named component's own guide first, and its rows only when the query names the row", async () => {
    // "DatePicker" as one word names the component: its page's views section joins the first five.
    const views = (await en.search('DatePicker: make possible to hide year view')).slice(0, 5);
    expect(views.map((hit) => hit.href)).toContain('/x/react-date-pickers/date-picker#choosing-views');
    // Every DateTimePicker row carries its name; the guide on clearing comes first.
    const [clear] = await en.search('clearable for DateTimePicker');
    expect(clear.kind).toMatch(/^(page|section)$/);
    // Naming the member too keeps the named component's row.
    const slots = (await en.search('BarChart slots')).slice(0, 3).map((hit) => hit.href);
    expect(slots).toContain('/x/api/charts/bar-chart#prop-slots');
  });

  it('finds the current name of an API name the migration guides list as renamed', async () => {
    const renamed = (await en.search('onNodeSelect')).slice(0, 3);
    expect(renamed.map((hit) => hit.heading)).toContain('onSelectedItemsChange');
    const hits = await en.search('inputFormat not working');
    expect(hits.slice(0, 5).some((hit) => /date-pickers/.test(hit.href))).toBe(true);
  });

  it("finds a page by the readers' words of its front matter keywords, which the page never shows", async () => {
    const [first] = await en.search('window is not defined');
    expect(first.href).toBe('/x/react-charts/server-side-rendering');
    // A translation without keywords of its own takes the English page's.
    const [translated] = await zh.search('window is not defined');
    expect(translated.href).toBe('/zh/x/react-charts/server-side-rendering');
  });
});
