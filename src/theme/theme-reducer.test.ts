import { describe, expect, it } from 'vitest';
import { MAX_SPACING, MIN_SPACING, initialThemeState, themeReducer } from './theme-reducer';
import type { ThemeAction, ThemeState } from './theme-reducer';

const base: ThemeState = initialThemeState;

describe('themeReducer', () => {
  it('starts from the default settings (system mode, ltr, spacing 8)', () => {
    expect(base).toEqual({
      paletteMode: 'system',
      direction: 'ltr',
      spacing: 8,
      dense: false,
      paletteColors: {},
    });
  });

  it('SET_SPACING sets and clamps', () => {
    expect(themeReducer(base, { type: 'SET_SPACING', payload: 10 }).spacing).toBe(10);
    expect(themeReducer(base, { type: 'SET_SPACING', payload: 100 }).spacing).toBe(MAX_SPACING);
    expect(themeReducer(base, { type: 'SET_SPACING', payload: 0 }).spacing).toBe(MIN_SPACING);
    expect(themeReducer(base, { type: 'SET_SPACING', payload: Number.NaN }).spacing).toBe(8);
  });

  it('INCREASE_SPACING and DECREASE_SPACING step by one within the range', () => {
    expect(themeReducer(base, { type: 'INCREASE_SPACING' }).spacing).toBe(9);
    expect(themeReducer(base, { type: 'DECREASE_SPACING' }).spacing).toBe(7);
    const atMax = { ...base, spacing: MAX_SPACING };
    expect(themeReducer(atMax, { type: 'INCREASE_SPACING' }).spacing).toBe(MAX_SPACING);
    const atMin = { ...base, spacing: MIN_SPACING };
    expect(themeReducer(atMin, { type: 'DECREASE_SPACING' }).spacing).toBe(MIN_SPACING);
  });

  it('SET_DENSE toggles the flag', () => {
    expect(themeReducer(base, { type: 'SET_DENSE', payload: true }).dense).toBe(true);
  });

  it('RESET_DENSITY restores spacing and dense', () => {
    const changed = { ...base, spacing: 11, dense: true };
    expect(themeReducer(changed, { type: 'RESET_DENSITY' })).toEqual(base);
  });

  it('RESET_COLORS clears custom colours only', () => {
    const changed: ThemeState = {
      ...base,
      paletteMode: 'dark',
      paletteColors: { primary: '#f00' },
    };
    expect(themeReducer(changed, { type: 'RESET_COLORS' })).toEqual({
      ...changed,
      paletteColors: {},
    });
  });

  it('CHANGE updates only the given fields', () => {
    const mode = themeReducer(base, {
      type: 'CHANGE',
      payload: { paletteMode: 'dark' },
    });
    expect(mode).toEqual({ ...base, paletteMode: 'dark' });
    const dir = themeReducer(mode, {
      type: 'CHANGE',
      payload: { direction: 'rtl' },
    });
    expect(dir).toEqual({ ...base, paletteMode: 'dark', direction: 'rtl' });
    const colours = themeReducer(dir, {
      type: 'CHANGE',
      payload: { paletteColors: { secondary: '#0f0' } },
    });
    expect(colours.paletteColors).toEqual({ secondary: '#0f0' });
    expect(colours.direction).toBe('rtl');
  });

  it('does not mutate the previous state', () => {
    const frozen = Object.freeze({ ...base });
    expect(() => themeReducer(frozen, { type: 'INCREASE_SPACING' })).not.toThrow();
  });

  it('throws for an unknown action, naming its type', () => {
    const bogus = { type: 'NOPE' } as unknown as ThemeAction;
    expect(() => themeReducer(base, bogus)).toThrow(Error);
    expect(() => themeReducer(base, bogus)).toThrow(/NOPE/);
  });
});
