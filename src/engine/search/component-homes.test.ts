import { describe, expect, it } from 'vitest';
import { componentHomes } from './component-homes';
import { SEARCH_GROUPS } from '../shared/search/groups';
import type { PackedPage } from './types';

const group = (name: (typeof SEARCH_GROUPS)[number]) => SEARCH_GROUPS.indexOf(name);
const pages: PackedPage[] = [
  ['Date Picker', group('date-pickers'), '/x/react-date-pickers/date-picker'],
  ['Bars', group('charts'), '/x/react-charts/bars'],
  ['Toolbar', group('data-grid'), '/x/react-data-grid/toolbar'],
  ['DatePicker API', group('date-pickers'), '/x/api/date-pickers/date-picker'],
  ['Date Picker (grid)', group('data-grid'), '/x/react-data-grid/date-picker'],
];

describe('componentHomes', () => {
  it('finds a component’s own guide page in its product, and a chart’s page by its kind', () => {
    const homes = componentHomes(pages, [
      { name: 'DatePicker', product: 'date-pickers' },
      { name: 'BarChart', product: 'charts' },
    ]);
    expect(homes).toEqual({ datepicker: [0], barchart: [1] });
  });

  it('skips one-word names, which are the feature’s own word, and components without a page', () => {
    const homes = componentHomes(pages, [
      { name: 'Toolbar', product: 'data-grid' },
      { name: 'TimePicker', product: 'date-pickers' },
    ]);
    expect(homes).toEqual({});
  });
});
