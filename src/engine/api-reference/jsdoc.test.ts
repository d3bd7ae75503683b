import { describe, expect, it } from 'vitest';
import { rewriteLinks } from './jsdoc';
import { toKebab } from './packages';

describe('rewriteLinks', () => {
  it('points MUI X guide links at this site without the trailing slash', () => {
    expect(rewriteLinks('See [sorting](https://mui.com/x/react-data-grid/sorting/).')).toBe(
      'See [sorting](/x/react-data-grid/sorting).',
    );
  });

  it('keeps anchors and rewrites API links', () => {
    expect(rewriteLinks('https://mui.com/x/api/data-grid/data-grid/#props')).toBe(
      '/x/api/data-grid/data-grid#props',
    );
    expect(rewriteLinks('https://mui.com/x/react-charts/lines/#area, then')).toBe(
      '/x/react-charts/lines#area, then',
    );
  });

  it('leaves other hosts alone', () => {
    expect(rewriteLinks('https://mui.com/material-ui/api/button/')).toBe(
      'https://mui.com/material-ui/api/button/',
    );
  });
});

describe('toKebab', () => {
  it.each([
    ['DataGrid', 'data-grid'],
    ['ChartsXAxis', 'charts-x-axis'],
    ['Unstable_PickersSectionList', 'pickers-section-list'],
    ['GridColDef', 'grid-col-def'],
  ])('%s → %s', (name, kebab) => {
    expect(toKebab(name)).toBe(kebab);
  });
});
