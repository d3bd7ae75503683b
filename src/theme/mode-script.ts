import { DARK_THEME_COLOR, LIGHT_THEME_COLOR } from './theme-colors';
import type { Direction, PaletteColorsSetting, PaletteModeSetting } from './theme-reducer';

export const MODE_STORAGE_KEY = 'mode';
export const DIRECTION_STORAGE_KEY = 'direction';
export const DENSITY_STORAGE_KEY = 'density';

export interface StoredThemeSettings {
  mode: PaletteModeSetting;
  direction: Direction;
  density: { spacing: number; dense: boolean } | null;
  paletteColors: PaletteColorsSetting;
  /** CSS variables computed when the colours were chosen (kept in the cookie). */
  paletteVars: Record<string, string> | null;
}

/** Shape of the JSON kept in the `paletteColors` cookie. */
export interface PaletteColorsCookie extends PaletteColorsSetting {
  vars?: Record<string, string>;
}

interface ThemeColors {
  light: string;
  dark: string;
}

// The two functions below are serialised with Function#toString into the
// inline boot script, so they must not reference anything outside their own
// bodies (no imports, no module constants) and must not declare named inner
// functions, which some compilers wrap in helper calls.

/** Reads saved settings; any malformed value falls back to its default. */
export function readStoredSettings(): StoredThemeSettings {
  const stored: Record<string, string | null> = {
    mode: null,
    direction: null,
    density: null,
  };
  for (const key of Object.keys(stored)) {
    try {
      stored[key] = window.localStorage.getItem(key);
    } catch {
      stored[key] = null;
    }
  }
  const mode = stored.mode === 'light' || stored.mode === 'dark' ? stored.mode : 'system';
  const direction = stored.direction === 'rtl' ? 'rtl' : 'ltr';
  let density: StoredThemeSettings['density'] = null;
  try {
    const parsed = JSON.parse(stored.density || 'null');
    if (parsed && typeof parsed.spacing === 'number' && isFinite(parsed.spacing)) {
      density = {
        spacing: Math.min(12, Math.max(4, Math.round(parsed.spacing))),
        dense: parsed.dense === true,
      };
    }
  } catch {
    density = null;
  }
  const paletteColors: PaletteColorsSetting = {};
  let paletteVars: Record<string, string> | null = null;
  const match = document.cookie.match(/(?:^|;\s*)paletteColors=([^;]*)/);
  if (match) {
    try {
      const cookie = JSON.parse(decodeURIComponent(match[1]));
      if (cookie && typeof cookie.primary === 'string') paletteColors.primary = cookie.primary;
      if (cookie && typeof cookie.secondary === 'string') paletteColors.secondary = cookie.secondary;
      if (cookie && cookie.vars && cookie.vars.constructor === Object) {
        paletteVars = {};
        for (const name of Object.keys(cookie.vars)) {
          // Only palette variables: the cookie must not be a way to restyle anything else.
          if (
            /^--mui-palette-(primary|secondary)-[A-Za-z]+$/.test(name) &&
            typeof cookie.vars[name] === 'string'
          ) {
            paletteVars[name] = cookie.vars[name];
          }
        }
      }
    } catch {
      paletteVars = null;
    }
  }
  return { mode, direction, density, paletteColors, paletteVars };
}

/** Applies whichever settings are present to <html> and <body>. */
export function applyThemeSettings(settings: Partial<StoredThemeSettings>, colors: ThemeColors): void {
  const doc = document;
  const targets = [doc.documentElement, doc.body].filter(Boolean) as HTMLElement[];
  if (settings.mode) {
    let resolved = settings.mode;
    if (resolved === 'system') {
      const dark = window.matchMedia && window.matchMedia('(prefers-color-scheme: dark)').matches;
      resolved = dark ? 'dark' : 'light';
    }
    for (const el of targets) {
      el.classList.remove(resolved === 'dark' ? 'mode-light' : 'mode-dark');
      el.classList.add('mode-' + resolved);
    }
    let meta = doc.querySelector('meta[name="theme-color"]');
    if (!meta) {
      meta = doc.createElement('meta');
      meta.setAttribute('name', 'theme-color');
      doc.head.appendChild(meta);
    }
    meta.setAttribute('content', resolved === 'dark' ? colors.dark : colors.light);
  }
  if (settings.direction) {
    for (const el of targets) el.setAttribute('dir', settings.direction);
  }
  if (settings.density !== undefined) {
    const root = doc.documentElement;
    if (settings.density) {
      root.style.setProperty('--mui-spacing', settings.density.spacing + 'px');
      if (settings.density.dense) root.setAttribute('data-dense', '');
      else root.removeAttribute('data-dense');
    } else {
      root.style.removeProperty('--mui-spacing');
      root.removeAttribute('data-dense');
    }
  }
  if (settings.paletteVars !== undefined) {
    // Both elements carry the mode class, so both need the override to win.
    for (const el of targets) {
      const stale: string[] = [];
      for (let i = 0; i < el.style.length; i += 1) {
        if (/^--mui-palette-(primary|secondary)-/.test(el.style[i])) stale.push(el.style[i]);
      }
      for (const name of stale) el.style.removeProperty(name);
      const vars = settings.paletteVars || {};
      for (const name of Object.keys(vars)) el.style.setProperty(name, vars[name]);
    }
  }
}

const THEME_COLORS: ThemeColors = {
  light: LIGHT_THEME_COLOR,
  dark: DARK_THEME_COLOR,
};

/**
 * Inline JS for the top of <body>: applies saved settings before first paint, then follows the
 * operating system's scheme while the saved mode is "system" (read at each change, so a mode
 * picked later in the settings wins). Living here, the follower costs no client chunk.
 */
export const modeScript =
  // `__name` is stubbed in case a compiler with keep-names still adds calls to it.
  `(function(){try{var __name=function(f){return f};var read=${readStoredSettings.toString()};` +
  `var apply=${applyThemeSettings.toString()},colors=${JSON.stringify(THEME_COLORS)};apply(read(),colors);` +
  `if(window.matchMedia)window.matchMedia("(prefers-color-scheme: dark)").addEventListener("change",` +
  `function(){if(read().mode==="system")apply({mode:"system"},colors)});}catch(e){}})();`;

export function applyMode(mode: PaletteModeSetting): void {
  applyThemeSettings({ mode }, THEME_COLORS);
}

export function applyDirection(direction: Direction): void {
  applyThemeSettings({ direction }, THEME_COLORS);
}

/** Sets the spacing unit and dense flag, or returns to the stylesheet defaults when given null. */
export function applyDensity(density: { spacing: number; dense: boolean } | null): void {
  applyThemeSettings({ density }, THEME_COLORS);
}

/** Sets custom palette variables, or removes them all when given null. */
export function applyPaletteVars(vars: Record<string, string> | null): void {
  applyThemeSettings({ paletteVars: vars }, THEME_COLORS);
}
