// @vitest-environment jsdom
import { act } from 'react';
import { renderToString } from 'react-dom/server';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getCookie } from '@/theme/cookies';
import { ThemeSettingsProvider, useThemeSettings } from './theme-settings.client';
import type { ThemeSettingsContextValue } from './theme-settings.client';
import { mockMatchMedia, render, resetBrowserState } from './test-utils';

let ctx: ThemeSettingsContextValue;
function Probe() {
  // eslint-disable-next-line react-hooks/globals -- the probe hands the hook's latest value to the test
  ctx = useThemeSettings();
  return null;
}

async function mount() {
  await render(
    <ThemeSettingsProvider>
      <Probe />
    </ThemeSettingsProvider>,
  );
}

const rootStyle = () => document.documentElement.style;

describe('useThemeSettings', () => {
  it('throws outside the provider', () => {
    expect(() => renderToString(<Probe />)).toThrow('Forgot to wrap component in ThemeProvider');
  });
});

describe('ThemeSettingsProvider', () => {
  beforeEach(() => {
    resetBrowserState();
    mockMatchMedia();
  });

  it('starts from the defaults', async () => {
    await mount();
    expect(ctx.state).toEqual({
      paletteMode: 'system',
      direction: 'ltr',
      spacing: 8,
      dense: false,
      paletteColors: {},
    });
  });

  it('reads saved settings on mount', async () => {
    localStorage.setItem('mode', 'dark');
    localStorage.setItem('direction', 'rtl');
    localStorage.setItem('density', JSON.stringify({ spacing: 10, dense: true }));
    document.cookie = `paletteColors=${encodeURIComponent(JSON.stringify({ primary: '#ff0000' }))}; path=/`;
    await mount();
    expect(ctx.state).toEqual({
      paletteMode: 'dark',
      direction: 'rtl',
      spacing: 10,
      dense: true,
      paletteColors: { primary: '#ff0000' },
    });
  });

  it('persists and applies the mode and direction', async () => {
    await mount();
    act(() =>
      ctx.dispatch({
        type: 'CHANGE',
        payload: { paletteMode: 'dark', direction: 'rtl' },
      }),
    );
    expect(localStorage.getItem('mode')).toBe('dark');
    expect(localStorage.getItem('direction')).toBe('rtl');
    expect(document.documentElement.classList.contains('mode-dark')).toBe(true);
    expect(document.body.getAttribute('dir')).toBe('rtl');
  });

  it('persists density and forgets it on reset', async () => {
    await mount();
    act(() => {
      ctx.dispatch({ type: 'INCREASE_SPACING' });
      ctx.dispatch({ type: 'INCREASE_SPACING' });
      ctx.dispatch({ type: 'SET_DENSE', payload: true });
    });
    expect(ctx.state.spacing).toBe(10);
    expect(JSON.parse(localStorage.getItem('density') ?? 'null')).toEqual({
      spacing: 10,
      dense: true,
    });
    expect(rootStyle().getPropertyValue('--mui-spacing')).toBe('10px');
    act(() => ctx.dispatch({ type: 'RESET_DENSITY' }));
    expect(localStorage.getItem('density')).toBeNull();
    expect(rootStyle().getPropertyValue('--mui-spacing')).toBe('');
  });

  it('saves custom colours with their variables in the cookie, and clears them on reset', async () => {
    await mount();
    act(() =>
      ctx.dispatch({
        type: 'CHANGE',
        payload: { paletteColors: { primary: '#ff0000' } },
      }),
    );
    await vi.waitFor(() => expect(getCookie('paletteColors')).toBeDefined(), {
      timeout: 5000,
    });
    const cookie = JSON.parse(getCookie('paletteColors') ?? '{}');
    expect(cookie.primary).toBe('#ff0000');
    expect(cookie.vars['--mui-palette-primary-mainChannel']).toBe('255 0 0');
    expect(rootStyle().getPropertyValue('--mui-palette-primary-main')).toBe('#ff0000');
    expect(document.body.style.getPropertyValue('--mui-palette-primary-main')).toBe('#ff0000');

    act(() => ctx.dispatch({ type: 'RESET_COLORS' }));
    expect(getCookie('paletteColors')).toBeUndefined();
    expect(rootStyle().getPropertyValue('--mui-palette-primary-main')).toBe('');
  });

  it('rethrows unknown actions', async () => {
    await mount();
    const bogus = { type: 'WHAT' } as unknown as Parameters<typeof ctx.dispatch>[0];
    expect(() => ctx.dispatch(bogus)).toThrow(/WHAT/);
  });
});
