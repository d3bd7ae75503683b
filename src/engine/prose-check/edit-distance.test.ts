import { describe, expect, it } from 'vitest';
import { editDistance, nearestName } from './edit-distance';

describe('editDistance', () => {
  it('counts edits, a swap of neighbours as one', () => {
    expect(editDistance('rowHeight', 'rowHeight')).toBe(0);
    expect(editDistance('rowHieght', 'rowHeight')).toBe(1);
    expect(editDistance('toolbr', 'toolbar')).toBe(1);
    expect(editDistance('density', 'rows')).toBe(6);
    expect(editDistance('density', 'rows', 2)).toBe(3);
  });

  it('finds the nearest candidate, preferring a case-only difference', () => {
    expect(nearestName('rowheight', ['rowHeight', 'rowheights'])?.name).toBe('rowHeight');
    expect(nearestName('updateRow', ['getRow', 'updateRows', 'setRows'])?.name).toBe('updateRows');
    expect(nearestName('zzzzzz', ['rows'], 2)).toBeUndefined();
  });
});
