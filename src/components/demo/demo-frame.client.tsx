'use client';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { ThemeProvider } from '@mui/material/styles';
import { LicenseInfo } from '@mui/x-license';
import { createDocsTheme, type DocsTheme } from '@/theme/create-docs-theme';
import { readStoredSettings, type StoredThemeSettings } from '@/theme/mode-script';
import { THEME_SETTINGS_EVENT } from '@/theme/theme-events';
import type { DocsConfig } from '@/components/docs-config/docs-config.client';
import { DemoErrorBoundary } from './demo-error-boundary.client';
import { DemoThemeLink } from './demo-theme-link';

let licenseApplied = false;

// Building a CSS-variables theme costs tens of milliseconds on a phone; every demo
// on a page shares one, rebuilt only when the language or the stored settings change.
const themeCache = new Map<string, DocsTheme>();

function demoTheme(lang: DocsConfig['lang'], settings: StoredThemeSettings, packs: object[]) {
  const key = JSON.stringify([lang, settings]);
  const cached = themeCache.get(key);
  if (cached) return cached;
  const { direction, density, paletteColors } = settings;
  const base = { direction, spacing: density?.spacing, dense: density?.dense };
  // The locale packs go into the one theme build: merging them into a finished theme
  // (createTheme(theme, ...packs)) would build the whole CSS-variables theme a second time.
  let theme;
  try {
    theme = createDocsTheme(
      {
        ...base,
        primary: paletteColors.primary ? { main: paletteColors.primary } : undefined,
        secondary: paletteColors.secondary ? { main: paletteColors.secondary } : undefined,
      },
      ...packs,
    );
  } catch {
    // A stored colour the builder rejects must not take the demos down: use the defaults.
    theme = createDocsTheme(base, ...packs);
  }
  themeCache.clear();
  themeCache.set(key, theme);
  return theme;
}

/**
 * Builds the theme the first demo will ask for, ahead of its render: called in a task of its
 * own, so that a phone does this work and the demo's first render as two shorter tasks.
 */
export function prepareDemoTheme(lang: DocsConfig['lang'], packs: object[]) {
  demoTheme(lang, readStoredSettings(), packs);
}

export interface DemoFrameProps {
  config: DocsConfig;
  labels: { error: string; reset: string };
  /** The page language's component locale packs (none for English, the components' own). */
  packs: object[];
  children: ReactNode;
}

/**
 * What every demo runs inside: the docs theme in the page's language and
 * an error boundary. Loaded with the first demo, never by text pages.
 */
export function DemoFrame({ config, labels, packs, children }: DemoFrameProps) {
  // The licence must be set before the first Pro component renders; once is enough.
  if (!licenseApplied && config.licenseKey) {
    LicenseInfo.setLicenseKey(config.licenseKey);
    // eslint-disable-next-line react-hooks/globals -- a page-wide once flag; an effect would run after the children rendered
    licenseApplied = true;
  }
  // Settings live in storage (see the settings drawer); re-read them on each change.
  const [settings, setSettings] = useState(readStoredSettings);
  useEffect(() => {
    const refresh = () => setSettings(readStoredSettings());
    window.addEventListener(THEME_SETTINGS_EVENT, refresh);
    return () => window.removeEventListener(THEME_SETTINGS_EVENT, refresh);
  }, []);
  const theme = useMemo(() => demoTheme(config.lang, settings, packs), [config.lang, settings, packs]);
  return (
    // The theme's CSS variables come with the linked stylesheet and the page owns the mode,
    // so the provider neither writes a stylesheet nor touches <html>.
    <ThemeProvider theme={theme} disableStyleSheetGeneration colorSchemeNode={null} storageManager={null}>
      {DemoThemeLink}
      <DemoErrorBoundary labels={labels}>{children}</DemoErrorBoundary>
    </ThemeProvider>
  );
}
