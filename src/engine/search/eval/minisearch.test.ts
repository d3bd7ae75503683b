import { describe, expect, it } from 'vitest';
import { miniSearchFn } from './minisearch';
import { SEARCH_GROUPS, type PackedRecord, type SearchMeta } from '../types';

const grid = SEARCH_GROUPS.indexOf('data-grid');
const charts = SEARCH_GROUPS.indexOf('charts');
const meta: SearchMeta = {
  _generated: '',
  lang: 'en',
  groups: [],
  pages: [
    ['Legend', charts, '/x/react-charts/legend'],
    ['Column visibility', grid, '/x/react-data-grid/column-visibility'],
  ],
  shards: [],
  chunks: [0],
  records: 4,
  continued: [],
  pageStarts: [0, 2],
} as unknown as SearchMeta;
const records: PackedRecord[] = [
  [0, '', '', 'page', 'Where the chart names its series.'],
  [0, 'hiding-the-legend', 'Hiding the legend', 'section', 'Hide the legend of a chart.'],
  [1, '', '', 'page', 'Which columns the grid shows.'],
  [1, 'hiding-columns', 'Hiding columns', 'section', 'Hide a column from the grid.'],
];

describe('MiniSearch comparison', () => {
  it('ranks the records by BM25 with the section anchors as links', async () => {
    const search = miniSearchFn(meta, records, 'plain');
    expect((await search('legend'))[0]).toMatch(/^\/x\/react-charts\/legend/);
    expect((await search('hiding columns'))[0]).toBe('/x/react-data-grid/column-visibility#hiding-columns');
  });

  it("applies the site's vocabulary and product prior in the site-query set-up", async () => {
    const search = miniSearchFn(meta, records, 'site-query');
    // "hide" reaches "visibility"; "grid" names the Data Grid, so its pages come first.
    const [first] = await search('hide in the grid');
    expect(first.startsWith('/x/react-data-grid/column-visibility')).toBe(true);
  });
});
