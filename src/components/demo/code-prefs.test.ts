import { describe, expect, it } from 'vitest';
import { codePrefsScript, readCodePrefs } from './code-prefs';

describe('readCodePrefs', () => {
  it('defaults to TypeScript and the styling system', () => {
    expect(readCodePrefs('', '')).toEqual({ variant: 'TS', styling: 'system' });
  });

  it.each([
    ['#BasicGrid.js', 'JS', 'system'],
    ['#BasicGrid.tsx', 'TS', 'system'],
    ['#tailwind-Toolbar', 'TS', 'tailwind'],
    ['#css-Toolbar.js', 'JS', 'css'],
    ['#system-Toolbar.tsx', 'TS', 'system'],
    ['tailwind-Toolbar.js', 'JS', 'tailwind'],
  ] as const)('reads the hash %s', (hash, variant, styling) => {
    expect(readCodePrefs(hash, '')).toEqual({ variant, styling });
  });

  it('reads the cookies when the hash says nothing', () => {
    expect(readCodePrefs('#usage', 'a=1; codeVariant=JS; codeStyling=tailwind')).toEqual({
      variant: 'JS',
      styling: 'tailwind',
    });
    expect(readCodePrefs('', 'codeStyling=css')).toEqual({ variant: 'TS', styling: 'css' });
  });

  it('lets the hash win over the cookies, field by field', () => {
    expect(readCodePrefs('#Grid.tsx', 'codeVariant=JS; codeStyling=css')).toEqual({
      variant: 'TS',
      styling: 'css',
    });
    expect(readCodePrefs('#system-Grid', 'codeVariant=JS; codeStyling=css')).toEqual({
      variant: 'JS',
      styling: 'system',
    });
  });

  it('ignores unknown values and malformed input without throwing', () => {
    expect(readCodePrefs('#Grid.jsx', 'codeVariant=Python; codeStyling=sass')).toEqual({
      variant: 'TS',
      styling: 'system',
    });
    expect(readCodePrefs('#%E0%A4%A', 'codeVariant=%E0%A4%A')).toEqual({ variant: 'TS', styling: 'system' });
    expect(readCodePrefs('#bootstrap-Grid', 'xcodeVariant=JS')).toEqual({ variant: 'TS', styling: 'system' });
  });

  it('is self-contained, so the pre-paint script can run it', () => {
    const attributes: Record<string, string> = {};
    const run = new Function('location', 'document', codePrefsScript);
    run(
      { hash: '#tailwind-Toolbar.js' },
      { cookie: '', documentElement: { setAttribute: (k: string, v: string) => (attributes[k] = v) } },
    );
    expect(attributes).toEqual({ 'data-code-variant': 'JS', 'data-code-styling': 'tailwind' });
  });
});
