import { useSyncExternalStore } from 'react';
import { browserRefusesTracking, readConsent, subscribeConsent, type ConsentState } from './consent';

/** `unknown` while rendering on the server and hydrating: prerendered HTML knows no visitor. */
export type ConsentView = ConsentState | 'unknown';

const unknown = (): ConsentView => 'unknown';
const never = () => () => {};

/** The visitor's analytics consent, updated when it changes in this page or another tab. */
export function useAnalyticsConsent(): ConsentView {
  return useSyncExternalStore<ConsentView>(subscribeConsent, readConsent, unknown);
}

/** Whether the browser sends Do Not Track or Global Privacy Control; false until hydrated. */
export function useBrowserRefusesTracking(): boolean {
  return useSyncExternalStore(never, browserRefusesTracking, () => false);
}
