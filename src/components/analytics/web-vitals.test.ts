import { describe, expect, it } from 'vitest';
import { clsFromShifts } from './web-vitals';

describe('clsFromShifts', () => {
  it('groups shifts into session windows and keeps the worst', () => {
    expect(clsFromShifts([])).toBe(0);
    expect(
      clsFromShifts([
        { startTime: 0, value: 0.1 },
        { startTime: 500, value: 0.1 },
        { startTime: 3000, value: 0.05 },
      ]),
    ).toBeCloseTo(0.2);
  });
  it('closes a window after 5 s even when shifts keep coming', () => {
    const shifts = Array.from({ length: 12 }, (_, i) => ({ startTime: i * 900, value: 0.01 }));
    expect(clsFromShifts(shifts)).toBeCloseTo(0.06);
  });
});
