import { describe, expect, it } from 'vitest';
import { buildPaletteColors } from './palette';
import type { PaletteColorInput } from './create-docs-theme';

describe('buildPaletteColors', () => {
  it('accepts a hex colour and derives its shades and variables', () => {
    const result = buildPaletteColors({ primary: '#ff0000' });
    expect(result.primary.main).toBe('#ff0000');
    expect(result.primary.light).toMatch(/^rgb\(/);
    expect(result.primary.dark).toMatch(/^rgb\(/);
    expect(result.primary.contrastText).toBeTruthy();
    expect(result.vars['--mui-palette-primary-main']).toBe('#ff0000');
    expect(result.vars['--mui-palette-primary-mainChannel']).toBe('255 0 0');
    expect(result.vars).toHaveProperty('--mui-palette-primary-light');
    expect(result.vars).toHaveProperty('--mui-palette-primary-dark');
    expect(result.vars).toHaveProperty('--mui-palette-primary-contrastText');
    // Colours that were not provided keep the theme defaults, so no overrides.
    expect(Object.keys(result.vars).some((k) => k.includes('secondary'))).toBe(false);
  });

  it('accepts rgb(), hsl() and color() for secondary', () => {
    for (const colour of ['rgb(10, 20, 30)', 'hsl(200, 50%, 50%)', 'color(display-p3 1 0 0)']) {
      expect(buildPaletteColors({ secondary: colour }).vars['--mui-palette-secondary-main']).toBe(colour);
    }
  });

  it('throws the builder error for an unsupported colour', () => {
    expect(() => buildPaletteColors({ primary: 'not-a-colour' })).toThrow(/Unsupported `not-a-colour` color/);
  });

  it('throws for an unsupported colour space', () => {
    expect(() => buildPaletteColors({ primary: 'color(lab 1 0 0)' })).toThrow(/color space/);
  });

  it('throws when a colour object has no main value', () => {
    const noMain = { light: '#eee' } as unknown as PaletteColorInput;
    expect(() => buildPaletteColors({ secondary: noMain })).toThrow(/main/);
  });

  it('throws when main is not a string', () => {
    const badMain = { main: 5 } as unknown as PaletteColorInput;
    expect(() => buildPaletteColors({ primary: badMain })).toThrow(/should be a string/);
  });

  it('rejects inputs whose shades come out as NaN', () => {
    expect(() => buildPaletteColors({ primary: 'rgb(10 20 30)' })).toThrow(/shades/);
  });
});
