import { describe, expect, it } from 'vitest';
import { identifierParts } from './identifier-breaks';

describe('identifierParts', () => {
  it('leaves short text whole', () => {
    expect(identifierParts('rowHeight')).toEqual(['rowHeight']);
  });

  it('breaks after dots and before camel-case humps', () => {
    expect(identifierParts('apiRef.current.getRowId')).toEqual(['apiRef.', 'current.', 'getRow', 'Id']);
  });

  it('breaks a component name before each word', () => {
    expect(identifierParts('GridColumnHeaderItem')).toEqual(['Grid', 'Column', 'Header', 'Item']);
  });

  it('keeps acronyms, punctuation runs and short words together', () => {
    expect(identifierParts('useGridApiRef()')).toEqual(['useGrid', 'ApiRef()']);
    expect(identifierParts('MUI X DataGridPro')).toEqual(['MUI X Data', 'Grid', 'Pro']);
    expect(identifierParts('slotProps={{ toolbar: {} }}')).toEqual(['slot', 'Props={{ toolbar: {} }}']);
  });

  it('breaks after a slash, comma or opening bracket before a word', () => {
    expect(identifierParts('@mui/x-data-grid-premium')).toEqual(['@mui/', 'x-data-grid-premium']);
    expect(identifierParts('Array<GridRowModel>')).toEqual(['Array<', 'Grid', 'RowModel>']);
    expect(identifierParts('valueGetter(value,row)')).toEqual(['value', 'Getter(', 'value,', 'row)']);
  });

  it('puts the parts back together as the original text', () => {
    const text = 'gridFilteredSortedRowEntriesSelector(apiRef.current.state)';
    expect(identifierParts(text).join('')).toBe(text);
  });
});
