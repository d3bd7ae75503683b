'use client';
import { createContext, useContext, type ReactNode } from 'react';
import type { AdObject } from '@/config/ads';

/** Settings of the ad slot, fixed at build time and handed down by the server. */
export interface AdConfig {
  /** Share of display and click events sent to analytics (0.1 by default). */
  displaySampleRate: number;
  /** The third-party JSON feed. */
  feedUrl: string;
  /** The third-party ad script. */
  scriptUrl: string;
  /** Ads of our own, shown when no third-party ad comes; data from the server, not code. */
  inHouseAds: readonly AdObject[];
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
