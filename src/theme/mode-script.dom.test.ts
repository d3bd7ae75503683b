// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { applyDensity, applyDirection, applyMode, applyPaletteVars, readStoredSettings } from './mode-script';
import { DARK_THEME_COLOR, LIGHT_THEME_COLOR } from './theme-colors';

function themeColor() {
  return document.querySelector('meta[name="theme-color"]')?.getAttribute('content');
}

describe('run-time helpers', () => {
  beforeEach(() => {
    localStorage.clear();
    window.matchMedia = vi.fn(() => ({
      matches: false,
    })) as unknown as typeof window.matchMedia;
  });

  it('applyMode switches classes on html and body and updates theme-color', () => {
    applyMode('dark');
    expect(document.documentElement.classList.contains('mode-dark')).toBe(true);
    expect(document.body.classList.contains('mode-dark')).toBe(true);
    expect(themeColor()).toBe(DARK_THEME_COLOR);
    applyMode('system');
    expect(document.documentElement.classList.contains('mode-dark')).toBe(false);
    expect(document.body.classList.contains('mode-light')).toBe(true);
    expect(themeColor()).toBe(LIGHT_THEME_COLOR);
  });

  it('applyDirection sets dir on html and body', () => {
    applyDirection('rtl');
    expect(document.documentElement.dir).toBe('rtl');
    expect(document.body.dir).toBe('rtl');
  });

  it('applyDensity sets the spacing variable', () => {
    applyDensity({ spacing: 10, dense: true });
    expect(document.documentElement.style.getPropertyValue('--mui-spacing')).toBe('10px');
    expect(document.documentElement.hasAttribute('data-dense')).toBe(true);
    applyDensity(null);
    expect(document.documentElement.style.getPropertyValue('--mui-spacing')).toBe('');
    expect(document.documentElement.hasAttribute('data-dense')).toBe(false);
  });

  it('applyPaletteVars replaces and clears overrides', () => {
    applyPaletteVars({
      '--mui-palette-primary-main': '#111111',
      '--mui-palette-primary-dark': '#000000',
    });
    applyPaletteVars({ '--mui-palette-secondary-main': '#222222' });
    const style = document.documentElement.style;
    expect(style.getPropertyValue('--mui-palette-primary-main')).toBe('');
    expect(style.getPropertyValue('--mui-palette-secondary-main')).toBe('#222222');
    applyPaletteVars(null);
    expect(style.getPropertyValue('--mui-palette-secondary-main')).toBe('');
  });

  it('readStoredSettings returns defaults for empty storage', () => {
    expect(readStoredSettings()).toEqual({
      mode: 'system',
      direction: 'ltr',
      density: null,
      paletteColors: {},
      paletteVars: null,
    });
  });

  it('readStoredSettings clamps stored spacing', () => {
    localStorage.setItem('density', JSON.stringify({ spacing: 40, dense: 'yes' }));
    expect(readStoredSettings().density).toEqual({ spacing: 12, dense: false });
  });
});
