/**
 * The one way to send analytics: `track(event)`. With the visitor's consent, every event is
 * pushed to the page's `dataLayer`; when Google Analytics is configured, `gtag` receives it too.
 * Without consent the event is dropped, not queued: granting later must not send the past.
 */
import { hasAnalyticsConsent } from './consent';
import type { AnalyticsEvent } from './events';

type Gtag = (...args: unknown[]) => void;

declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: Gtag;
  }
}

export interface TrackOptions {
  /** Share of calls actually sent, e.g. 0.1; everything is sent by default. */
  sampleRate?: number;
  /** Source of the sampling draw. */
  random?: () => number;
}

/** Sends `event` (maybe sampled) if the visitor consented; returns whether it was sent. Never throws. */
export function track(event: AnalyticsEvent, options: TrackOptions = {}): boolean {
  if (typeof window === 'undefined' || !hasAnalyticsConsent()) return false;
  const { sampleRate = 1, random = Math.random } = options;
  if (sampleRate < 1 && random() >= sampleRate) return false;
  const { name, ...params } = event;
  try {
    window.dataLayer = window.dataLayer ?? [];
    window.dataLayer.push({ event: name, ...params });
    window.gtag?.('event', name, params);
  } catch {
    // Analytics must never break the page.
  }
  return true;
}
