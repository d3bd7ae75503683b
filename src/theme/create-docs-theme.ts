import { createTheme } from '@mui/material/styles';
import type { CssVarsTheme, PaletteColorOptions, Theme, ThemeOptions } from '@mui/material/styles';
import { DEFAULT_SPACING } from './theme-reducer';
import { DARK_THEME_COLOR, LIGHT_THEME_COLOR } from './theme-colors';

export type PaletteColorInput = PaletteColorOptions;

export interface DocsThemeOptions {
  primary?: PaletteColorInput;
  secondary?: PaletteColorInput;
  direction?: 'ltr' | 'rtl';
  spacing?: number;
  dense?: boolean;
}

export { DARK_THEME_COLOR, LIGHT_THEME_COLOR };

/**
 * The theme with its CSS-variable members typed as present. MUI only types
 * them when CssThemeVariables is augmented globally, which this module avoids
 * so that it does not change the theme type for the rest of the code base.
 */
export type DocsTheme = Theme &
  Pick<CssVarsTheme, 'colorSchemes' | 'generateStyleSheets' | 'generateThemeVars' | 'vars'>;

export const DENSE_SPACING = 6;

// Roboto is loaded by next/font (src/theme/fonts.ts), which names it through this variable.
const FONT_FAMILY = ['var(--font-roboto)', '"Helvetica Neue"', 'Arial', 'sans-serif'].join(',');

// Both schemes share these so that colour derivation (light/dark variants,
// contrast text) behaves the same in either mode.
const paletteTuning = { contrastThreshold: 3, tonalOffset: 0.2 } as const;

// Dense mode asks the most common inputs for their compact size; the rest of
// the density change comes from the smaller spacing unit.
const denseComponents: ThemeOptions['components'] = {
  MuiButton: { defaultProps: { size: 'small' } },
  MuiIconButton: { defaultProps: { size: 'small' } },
  MuiTextField: { defaultProps: { size: 'small' } },
  MuiFormControl: { defaultProps: { size: 'small' } },
  MuiCheckbox: { defaultProps: { size: 'small' } },
  MuiRadio: { defaultProps: { size: 'small' } },
  MuiSwitch: { defaultProps: { size: 'small' } },
  MuiChip: { defaultProps: { size: 'small' } },
  MuiTable: { defaultProps: { size: 'small' } },
};

/**
 * The docs theme. Built once on the server to emit CSS variables for the
 * shell, and again in the browser (lazily) for live demos.
 */
export function createDocsTheme(
  options: DocsThemeOptions = {},
  /** Merged into the theme after it is built, e.g. locale packs (`enUS`, `zhCN`, ...). */
  ...extras: object[]
): DocsTheme {
  const { primary, secondary, direction = 'ltr', dense = false } = options;
  const spacing = options.spacing ?? (dense ? DENSE_SPACING : DEFAULT_SPACING);

  const theme = createTheme(
    {
      cssVariables: { colorSchemeSelector: '.mode-%s', cssVarPrefix: 'mui' },
      colorSchemes: {
        light: {
          palette: {
            ...paletteTuning,
            primary: primary ?? { main: LIGHT_THEME_COLOR },
            secondary: secondary ?? { main: '#8a3ffc' },
            background: { default: '#ffffff', paper: '#ffffff' },
            divider: 'rgba(11, 13, 14, 0.12)',
          },
        },
        dark: {
          palette: {
            ...paletteTuning,
            primary: primary ?? { main: '#5aa9f2' },
            secondary: secondary ?? { main: '#be95ff' },
            background: { default: DARK_THEME_COLOR, paper: '#14181b' },
            divider: 'rgba(230, 236, 241, 0.14)',
          },
        },
      },
      direction,
      spacing,
      shape: { borderRadius: 12 },
      typography: { fontFamily: FONT_FAMILY },
      ...(dense ? { components: denseComponents } : {}),
    },
    ...extras,
  );
  // cssVariables is enabled above, so these members exist at run time.
  return theme as DocsTheme;
}
