'use client';
import { createContext, useContext, type ReactNode } from 'react';

/** Settings of the ad slot, fixed at build time and handed down by the server. */
export interface AdConfig {
  /** Share of display and click events sent to analytics (0.1 by default). */
  displaySampleRate: number;
  /** The third-party JSON feed. */
  feedUrl: string;
  /** The third-party ad script. */
  scriptUrl: string;
}

const AdConfigContext = createContext<AdConfig | null>(null);

export function AdConfigProvider({ value, children }: { value: AdConfig; children: ReactNode }) {
  return <AdConfigContext.Provider value={value}>{children}</AdConfigContext.Provider>;
}

export function useAdConfig(): AdConfig {
  const value = useContext(AdConfigContext);
  if (!value) throw new Error('Could not find docs ad config context value');
  return value;
}
