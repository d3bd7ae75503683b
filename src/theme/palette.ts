import type { PaletteColor } from '@mui/material/styles';
import { createDocsTheme } from './create-docs-theme';
import type { PaletteColorInput } from './create-docs-theme';

export type PaletteKey = 'primary' | 'secondary';
export const PALETTE_KEYS: readonly PaletteKey[] = ['primary', 'secondary'];

/** A colour as the user typed it, or a full colour object (validated like MUI does). */
export type PaletteColorsInput = Partial<Record<PaletteKey, string | PaletteColorInput>>;

export type ComputedColor = Pick<PaletteColor, 'main' | 'light' | 'dark' | 'contrastText'>;

export interface BuiltPaletteColors {
  primary: ComputedColor;
  secondary: ComputedColor;
  /** Only the variables of the colours that were provided, ready for `style.setProperty`. */
  vars: Record<string, string>;
}

function toColorOption(value: string | PaletteColorInput): PaletteColorInput {
  return typeof value === 'string' ? { main: value } : value;
}

function pick({ main, light, dark, contrastText }: PaletteColor): ComputedColor {
  return { main, light, dark, contrastText };
}

/** Variable-name prefix MUI uses for one palette colour, e.g. `--mui-palette-primary-`. */
export function paletteVarPrefix(key: PaletteKey): string {
  return `--mui-palette-${key}-`;
}

function lightSchemeVars(sheets: Array<Record<string, unknown>>): Record<string, unknown> {
  for (const sheet of sheets) {
    for (const [selector, body] of Object.entries(sheet)) {
      if (selector.includes('.mode-light') && body && typeof body === 'object') {
        return body as Record<string, unknown>;
      }
    }
  }
  return {};
}

/**
 * Validates custom colours with MUI's own theme builder (which throws for a
 * missing `main`, a non-string `main`, or an unsupported colour format) and
 * returns the derived shades plus the CSS variables that override them.
 */
export function buildPaletteColors(input: PaletteColorsInput): BuiltPaletteColors {
  const provided = PALETTE_KEYS.filter((key) => input[key] !== undefined);
  const theme = createDocsTheme({
    primary: input.primary === undefined ? undefined : toColorOption(input.primary),
    secondary: input.secondary === undefined ? undefined : toColorOption(input.secondary),
  });
  const palette = theme.colorSchemes.light?.palette ?? theme.palette;

  for (const key of provided) {
    // The builder accepts some inputs (e.g. space-separated rgb()) whose shades
    // it then fails to compute; treat those as unsupported too.
    const derived = Object.values(pick(palette[key]));
    if (derived.some((value) => typeof value !== 'string' || value.includes('NaN'))) {
      throw new Error(
        `Unsupported colour "${palette[key].main}": its lighter and darker shades cannot be derived.`,
      );
    }
  }

  const schemeVars = lightSchemeVars(theme.generateStyleSheets());
  const vars: Record<string, string> = {};
  for (const key of provided) {
    const prefix = paletteVarPrefix(key);
    for (const [name, value] of Object.entries(schemeVars)) {
      if (name.startsWith(prefix)) vars[name] = String(value);
    }
  }

  return {
    primary: pick(palette.primary),
    secondary: pick(palette.secondary),
    vars,
  };
}
