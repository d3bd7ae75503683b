export type PaletteModeSetting = 'light' | 'dark' | 'system';
export type Direction = 'ltr' | 'rtl';

export interface PaletteColorsSetting {
  primary?: string;
  secondary?: string;
}

export interface ThemeState {
  paletteMode: PaletteModeSetting;
  direction: Direction;
  spacing: number;
  dense: boolean;
  paletteColors: PaletteColorsSetting;
}

export type ThemeAction =
  | { type: 'SET_SPACING'; payload: number }
  | { type: 'INCREASE_SPACING' }
  | { type: 'DECREASE_SPACING' }
  | { type: 'SET_DENSE'; payload: boolean }
  | { type: 'RESET_DENSITY' }
  | { type: 'RESET_COLORS' }
  | {
      type: 'CHANGE';
      payload: Partial<Pick<ThemeState, 'paletteMode' | 'direction' | 'paletteColors'>>;
    };

export const DEFAULT_SPACING = 8;
// Below 4px the layout collapses; above 12px it wastes most of a laptop screen.
export const MIN_SPACING = 4;
export const MAX_SPACING = 12;

export const initialThemeState: ThemeState = {
  paletteMode: 'system',
  direction: 'ltr',
  spacing: DEFAULT_SPACING,
  dense: false,
  paletteColors: {},
};

export function clampSpacing(value: number): number {
  if (!Number.isFinite(value)) return DEFAULT_SPACING;
  return Math.min(MAX_SPACING, Math.max(MIN_SPACING, Math.round(value)));
}

export function themeReducer(state: ThemeState, action: ThemeAction): ThemeState {
  switch (action.type) {
    case 'SET_SPACING':
      return { ...state, spacing: clampSpacing(action.payload) };
    case 'INCREASE_SPACING':
      return { ...state, spacing: clampSpacing(state.spacing + 1) };
    case 'DECREASE_SPACING':
      return { ...state, spacing: clampSpacing(state.spacing - 1) };
    case 'SET_DENSE':
      return { ...state, dense: action.payload };
    case 'RESET_DENSITY':
      return { ...state, spacing: DEFAULT_SPACING, dense: false };
    case 'RESET_COLORS':
      return { ...state, paletteColors: {} };
    case 'CHANGE': {
      const { paletteMode, direction, paletteColors } = action.payload;
      return {
        ...state,
        paletteMode: paletteMode ?? state.paletteMode,
        direction: direction ?? state.direction,
        paletteColors: paletteColors ?? state.paletteColors,
      };
    }
    default:
      // Reached only by untyped callers; fail loudly instead of ignoring a typo.
      throw new Error(`Unrecognized theme action type: ${(action as { type?: unknown }).type}`);
  }
}
