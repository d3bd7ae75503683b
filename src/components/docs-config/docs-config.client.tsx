'use client';
import { createContext, useContext, type ReactNode } from 'react';
import type { Lang } from '@/engine/shared/paths';

/** Build-time settings that client islands need. */
export interface DocsConfig {
  /** Language of the page. */
  lang: Lang;
  /** MUI X version documented. */
  version: string;
  /** Licence key the Pro and Premium demos register; unset unless the deployment provides one. */
  licenseKey?: string;
}

const DocsConfigContext = createContext<DocsConfig | null>(null);

export function DocsConfigProvider({ value, children }: { value: DocsConfig; children: ReactNode }) {
  return <DocsConfigContext.Provider value={value}>{children}</DocsConfigContext.Provider>;
}

export function useDocsConfig(): DocsConfig {
  const value = useContext(DocsConfigContext);
  if (!value) throw new Error('Could not find docs config context value');
  return value;
}
