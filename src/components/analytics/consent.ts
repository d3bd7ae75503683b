/**
 * Analytics consent. Nothing is tracked until the visitor grants it; a browser that sends Do Not
 * Track or Global Privacy Control has already refused, so it is never asked. The choice lives in
 * the `analyticsConsent` cookie for a year.
 */
import { ANALYTICS_CONSENT_COOKIE, ANALYTICS_CONSENT_MAX_AGE } from '@/config/analytics';
import { getCookie, setCookie } from '@/theme/cookies';

export type ConsentChoice = 'granted' | 'denied';
/** `unset`: no choice yet (and no privacy signal), so the banner asks. */
export type ConsentState = ConsentChoice | 'unset';

/** The two `navigator` fields that carry a browser-wide refusal. */
export interface PrivacySignals {
  doNotTrack?: string | null;
  globalPrivacyControl?: unknown;
}

/** True when the browser says Do Not Track (`'1'`) or Global Privacy Control (`true`). */
export function hasPrivacySignal(signals: PrivacySignals | undefined): boolean {
  return signals?.doNotTrack === '1' || signals?.globalPrivacyControl === true;
}

/**
 * The cookie is visitor input. Two literals are checked by hand rather than with zod: this runs in
 * the analytics island every page loads, and a schema library there would cost every page view.
 */
export function parseConsentChoice(value: unknown): ConsentChoice | undefined {
  return value === 'granted' || value === 'denied' ? value : undefined;
}

export interface ConsentInputs {
  /** Raw value of the consent cookie, if any. */
  cookie: string | undefined;
  signals?: PrivacySignals;
  /** A choice made in this page whose cookie could not be written (cookies blocked). */
  remembered?: ConsentChoice;
}

/** A privacy signal wins over any stored choice; then the cookie; then this page's memory. */
export function resolveConsent({ cookie, signals, remembered }: ConsentInputs): ConsentState {
  if (hasPrivacySignal(signals)) return 'denied';
  return parseConsentChoice(cookie) ?? remembered ?? 'unset';
}

// Browser side: one store shared by the analytics island, the banner and the settings toggle.
let remembered: ConsentChoice | undefined;
const listeners = new Set<() => void>();

/** The visitor's consent in this browser; `unset` on the server, where nothing is tracked anyway. */
export function readConsent(): ConsentState {
  if (typeof document === 'undefined') return 'unset';
  return resolveConsent({ cookie: getCookie(ANALYTICS_CONSENT_COOKIE), signals: navigator, remembered });
}

/** Whether events may be sent now. */
export function hasAnalyticsConsent(): boolean {
  return readConsent() === 'granted';
}

/** Whether this browser refuses tracking by itself (the choice cannot be changed on the site). */
export function browserRefusesTracking(): boolean {
  return typeof navigator !== 'undefined' && hasPrivacySignal(navigator);
}

/** Stores the visitor's choice for a year and tells every subscriber. */
export function storeConsent(choice: ConsentChoice): void {
  remembered = choice;
  setCookie(ANALYTICS_CONSENT_COOKIE, choice, ANALYTICS_CONSENT_MAX_AGE);
  for (const listener of [...listeners]) listener();
}

/** Subscribes to changes; a tab coming back to the front re-reads, as another tab may have chosen. */
export function subscribeConsent(listener: () => void): () => void {
  listeners.add(listener);
  document.addEventListener('visibilitychange', listener);
  return () => {
    listeners.delete(listener);
    document.removeEventListener('visibilitychange', listener);
  };
}

/** Forgets this page's remembered choice; for tests. */
export function resetConsentMemory(): void {
  remembered = undefined;
}
