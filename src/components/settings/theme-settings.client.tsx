'use client';
import { THEME_SETTINGS_EVENT } from '../../theme/theme-events';

import * as React from 'react';
import { PALETTE_COLORS_COOKIE, deleteCookie, setCookie } from '@/theme/cookies';
import {
  DENSITY_STORAGE_KEY,
  DIRECTION_STORAGE_KEY,
  MODE_STORAGE_KEY,
  applyDensity,
  applyDirection,
  applyMode,
  applyPaletteVars,
  readStoredSettings,
} from '@/theme/mode-script';
import type { PaletteColorsCookie } from '@/theme/mode-script';
import { DEFAULT_SPACING, initialThemeState, themeReducer } from '@/theme/theme-reducer';
import type { PaletteColorsSetting, ThemeAction, ThemeState } from '@/theme/theme-reducer';

export interface ThemeSettingsContextValue {
  state: ThemeState;
  dispatch: (action: ThemeAction) => void;
}

const ThemeSettingsContext = React.createContext<ThemeSettingsContextValue | null>(null);

// Internal only: replaces the whole state with what was saved in the browser.
type ProviderAction = ThemeAction | { type: 'HYDRATE'; state: ThemeState };

function providerReducer(state: ThemeState, action: ProviderAction): ThemeState {
  return action.type === 'HYDRATE' ? action.state : themeReducer(state, action);
}

function store(key: string, value: string | null): void {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    // Storage can be disabled or full; the setting still applies to this page.
  }
}

function hasColors(colors: PaletteColorsSetting): boolean {
  return Boolean(colors.primary || colors.secondary);
}

function persistColors(colors: PaletteColorsSetting, isCurrent: () => boolean): void {
  if (!hasColors(colors)) {
    deleteCookie(PALETTE_COLORS_COOKIE);
    applyPaletteVars(null);
    return;
  }
  // MUI is only loaded once someone actually customises colours.
  import('@/theme/palette')
    .then(({ buildPaletteColors }) => {
      if (!isCurrent()) return;
      const { vars } = buildPaletteColors(colors);
      applyPaletteVars(vars);
      const cookie: PaletteColorsCookie = { ...colors, vars };
      setCookie(PALETTE_COLORS_COOKIE, JSON.stringify(cookie));
    })
    .catch(() => {
      // Colours are validated before they are dispatched; nothing useful to do here.
    });
}

function persist(prev: ThemeState, next: ThemeState, isCurrent: () => boolean): void {
  if (prev.paletteMode !== next.paletteMode) {
    store(MODE_STORAGE_KEY, next.paletteMode);
    applyMode(next.paletteMode);
  }
  if (prev.direction !== next.direction) {
    store(DIRECTION_STORAGE_KEY, next.direction);
    applyDirection(next.direction);
  }
  if (prev.spacing !== next.spacing || prev.dense !== next.dense) {
    const isDefault = next.spacing === DEFAULT_SPACING && !next.dense;
    const density = isDefault ? null : { spacing: next.spacing, dense: next.dense };
    store(DENSITY_STORAGE_KEY, density && JSON.stringify(density));
    applyDensity(density);
  }
  if (prev.paletteColors !== next.paletteColors) {
    persistColors(next.paletteColors, isCurrent);
  }
}

export function ThemeSettingsProvider({ children }: { children: React.ReactNode }) {
  const [state, rawDispatch] = React.useReducer(providerReducer, initialThemeState);
  // Mirrors the latest state synchronously so that several dispatches in one
  // event handler each see the result of the previous one.
  const latest = React.useRef(state);

  React.useEffect(() => {
    // Read after mount: the server-rendered markup always uses the defaults.
    const stored = readStoredSettings();
    const hydrated: ThemeState = {
      paletteMode: stored.mode,
      direction: stored.direction,
      spacing: stored.density ? stored.density.spacing : DEFAULT_SPACING,
      dense: stored.density ? stored.density.dense : false,
      paletteColors: stored.paletteColors,
    };
    latest.current = hydrated;
    rawDispatch({ type: 'HYDRATE', state: hydrated });
  }, []);

  // Following the OS scheme while the mode is "system" is the pre-paint mode script's job.

  const dispatch = React.useCallback((action: ThemeAction) => {
    const prev = latest.current;
    const next = themeReducer(prev, action);
    latest.current = next;
    rawDispatch(action);
    persist(prev, next, () => latest.current.paletteColors === next.paletteColors);
    // Live demos rebuild their MUI theme from the stored settings on this signal.
    window.dispatchEvent(new Event(THEME_SETTINGS_EVENT));
  }, []);

  const value = React.useMemo(() => ({ state, dispatch }), [state, dispatch]);
  return <ThemeSettingsContext.Provider value={value}>{children}</ThemeSettingsContext.Provider>;
}

export function useThemeSettings(): ThemeSettingsContextValue {
  const value = React.useContext(ThemeSettingsContext);
  if (!value) {
    throw new Error('Forgot to wrap component in ThemeProvider');
  }
  return value;
}
