import { describe, expect, it } from 'vitest';
import { codeNames } from './code-names';

describe('codeNames', () => {
  it('reads inline code, splitting member paths and calls into identifiers', () => {
    const names = codeNames('Call `apiRef.current?.focusItem(event, itemId)` or set `slots.label`.');
    expect([...names].sort()).toEqual([
      'apiRef',
      'current',
      'event',
      'focusItem',
      'itemId',
      'label',
      'slots',
    ]);
  });

  it('reads fenced blocks, and not the prose around them', () => {
    const page = [
      'The tree accepts props.',
      '',
      '```tsx',
      '<RichTreeView isItemEditable items={items} />',
      '```',
    ].join('\n');
    expect(codeNames(page)).toEqual(new Set(['RichTreeView', 'isItemEditable', 'items']));
  });

  it('keeps a block with backticks inside whole', () => {
    const page = ['````md', 'Write `onBlur` here', '````', 'then `classes`.'].join('\n');
    expect(codeNames(page)).toEqual(new Set(['Write', 'onBlur', 'here', 'classes']));
  });

  it('reads class names whole and in parts when asked', () => {
    const names = codeNames('Style `.MuiChartsLegend-row` or `MuiDataGrid-main--hidden`.', {
      classNames: true,
    });
    expect(names).toEqual(
      new Set([
        'MuiChartsLegend-row',
        'MuiChartsLegend',
        'row',
        'MuiDataGrid-main--hidden',
        'MuiDataGrid',
        'main',
        'hidden',
      ]),
    );
    expect(codeNames('`.MuiChartsLegend-row`')).toEqual(new Set(['MuiChartsLegend', 'row']));
  });
});
