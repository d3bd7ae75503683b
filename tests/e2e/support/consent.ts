import type { BrowserContext, Page } from '@playwright/test';
import { ANALYTICS_CONSENT_COOKIE } from '../../../src/config/analytics';

/**
 * The visitor's analytics choice a test starts with: `granted` or `denied` as a returning visitor
 * who answered the banner, `ask` as a first visit (no cookie, the banner shows).
 */
export type AnalyticsConsentOption = 'granted' | 'denied' | 'ask';

/** Sets the consent cookie in `context` before any page of it loads. */
export async function setAnalyticsConsent(
  context: BrowserContext,
  baseURL: string,
  choice: 'granted' | 'denied',
): Promise<void> {
  await context.addCookies([{ name: ANALYTICS_CONSENT_COOKIE, value: choice, url: baseURL }]);
}

/** Names of the analytics events the page has sent (pushed to its `dataLayer`), in order. */
export function trackedEvents(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    ((window.dataLayer ?? []) as Array<{ event?: unknown }>)
      .map((entry) => entry.event)
      .filter((name): name is string => typeof name === 'string'),
  );
}
