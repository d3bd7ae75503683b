'use client';
import type { ReactNode } from 'react';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import CssBaseline from '@mui/material/CssBaseline';
import Box from '@mui/material/Box';

/**
 * The theme every template shares: a light and a dark colour scheme as CSS variables,
 * switched by the `data-tpl-scheme` attribute so the server HTML already has both.
 */
export const templateTheme = createTheme({
  cssVariables: { cssVarPrefix: 'tpl', colorSchemeSelector: 'data-tpl-scheme' },
  colorSchemes: {
    light: {
      palette: {
        primary: { main: '#3d5afe', light: '#8187ff', dark: '#0031ca' },
        secondary: { main: '#00796b' },
        background: { default: '#f7f8fb', paper: '#ffffff' },
        divider: 'rgba(20, 30, 60, 0.12)',
      },
    },
    dark: {
      palette: {
        primary: { main: '#8c9eff', light: '#c0cfff', dark: '#5870cb' },
        secondary: { main: '#4db6ac' },
        background: { default: '#0d1117', paper: '#161b22' },
        divider: 'rgba(200, 215, 255, 0.14)',
      },
    },
  },
  shape: { borderRadius: 10 },
  typography: {
    fontFamily: 'Roboto, "Helvetica Neue", Arial, sans-serif',
    h1: {
      fontSize: 'clamp(2.25rem, 6vw, 3.75rem)',
      fontWeight: 700,
      lineHeight: 1.1,
      letterSpacing: '-0.02em',
    },
    h2: { fontSize: 'clamp(1.75rem, 4vw, 2.5rem)', fontWeight: 700, letterSpacing: '-0.01em' },
    h3: { fontSize: '1.75rem', fontWeight: 700 },
    h4: { fontSize: '1.5rem', fontWeight: 700 },
    h5: { fontSize: '1.25rem', fontWeight: 600 },
    h6: { fontSize: '1.05rem', fontWeight: 600 },
    button: { textTransform: 'none', fontWeight: 600 },
  },
  components: {
    MuiButton: { defaultProps: { disableElevation: true } },
    MuiCard: { defaultProps: { variant: 'outlined' } },
  },
});

/** Theme, baseline styles and a full-height page background for one template. */
export default function AppTheme({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider
      theme={templateTheme}
      modeStorageKey="tpl-mode"
      colorSchemeStorageKey="tpl-color-scheme"
      disableTransitionOnChange
    >
      <CssBaseline enableColorScheme />
      <Box sx={{ minHeight: '100vh', bgcolor: 'background.default', color: 'text.primary' }}>{children}</Box>
    </ThemeProvider>
  );
}
