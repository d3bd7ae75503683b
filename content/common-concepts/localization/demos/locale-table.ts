// Types only: the packs themselves are downloaded by `loadLocalePacks`, when a language is picked.
import type * as materialLocales from '@mui/material/locale';
import type * as gridLocales from '@mui/x-data-grid/locales';
import type * as pickersLocales from '@mui/x-date-pickers/locales';

// Only codes shipped by all three packages, so every option translates the whole demo.
export type LocaleCode = keyof typeof materialLocales &
  keyof typeof gridLocales &
  keyof typeof pickersLocales;

export interface LocaleOption {
  code: LocaleCode;
  label: string;
}

// Right-to-left languages (heIL, faIR, ...) are left out: they also need `direction: 'rtl'`.
export const localeOptions: readonly LocaleOption[] = [
  { code: 'enUS', label: 'English (US)' },
  { code: 'zhCN', label: '简体中文' },
  { code: 'zhTW', label: '繁體中文（台灣）' },
  { code: 'zhHK', label: '繁體中文（香港）' },
  { code: 'jaJP', label: '日本語' },
  { code: 'koKR', label: '한국어' },
  { code: 'viVN', label: 'Tiếng Việt' },
  { code: 'ptBR', label: 'Português (Brasil)' },
  { code: 'ptPT', label: 'Português (Portugal)' },
  { code: 'esES', label: 'Español' },
  { code: 'caES', label: 'Català' },
  { code: 'frFR', label: 'Français' },
  { code: 'itIT', label: 'Italiano' },
  { code: 'deDE', label: 'Deutsch' },
  { code: 'nlNL', label: 'Nederlands' },
  { code: 'daDK', label: 'Dansk' },
  { code: 'svSE', label: 'Svenska' },
  { code: 'nbNO', label: 'Norsk bokmål' },
  { code: 'fiFI', label: 'Suomi' },
  { code: 'isIS', label: 'Íslenska' },
  { code: 'plPL', label: 'Polski' },
  { code: 'csCZ', label: 'Čeština' },
  { code: 'skSK', label: 'Slovenčina' },
  { code: 'huHU', label: 'Magyar' },
  { code: 'roRO', label: 'Română' },
  { code: 'hrHR', label: 'Hrvatski' },
  { code: 'bgBG', label: 'Български' },
  { code: 'ukUA', label: 'Українська' },
  { code: 'ruRU', label: 'Русский' },
  { code: 'elGR', label: 'Ελληνικά' },
  { code: 'trTR', label: 'Türkçe' },
];

/**
 * The three theme fragments to merge for one language, in `createTheme` argument order.
 * Each package serves its languages from one entry point, so the first call downloads
 * all of them (a little over 90 KB gzip) and later calls reuse the loaded modules.
 */
export async function loadLocalePacks(code: LocaleCode) {
  const [material, grid, pickers] = await Promise.all([
    import('@mui/material/locale'),
    import('@mui/x-data-grid/locales'),
    import('@mui/x-date-pickers/locales'),
  ]);
  return [material[code], grid[code], pickers[code]] as const;
}
