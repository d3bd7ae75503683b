import { test as base, type Page, type Response } from '@playwright/test';
import { HYDRATED_ATTRIBUTE } from '../../../src/components/layout/hydration-mark.client';
import { setAnalyticsConsent, type AnalyticsConsentOption } from './consent';

export * from '@playwright/test';

type GotoOptions = Parameters<Page['goto']>[1];

/**
 * After a navigation that waits for `load`, also waits for React to have hydrated an HTML
 * page (the `HYDRATED_ATTRIBUTE` mark on <html>, src/components/layout/hydration-mark.client.tsx). Pages
 * start their scripts after the first paint (scripts/boot-after-paint.ts), so `load` can
 * fire before any client code has run, and a click right after it would go unanswered.
 */
async function settle(page: Page, response: Response | null, options?: GotoOptions) {
  const waitUntil = options?.waitUntil ?? 'load';
  if (waitUntil === 'commit' || waitUntil === 'domcontentloaded') return;
  if (!response || !(response.headers()['content-type'] ?? '').includes('text/html')) return;
  await page.waitForFunction((name) => document.documentElement.hasAttribute(name), HYDRATED_ATTRIBUTE, {
    timeout: 15_000,
  });
}

/**
 * Playwright's `test` whose `page` waits for hydration after `goto` and `reload`, in a context
 * that has already answered the analytics consent banner: `granted` by default, so specs see the
 * site as before the banner existed (events in `dataLayer`, nothing fixed over the page's bottom).
 * `test.use({ analyticsConsent: 'ask' })` starts as a first visit instead.
 */
export const test = base.extend<{ analyticsConsent: AnalyticsConsentOption }>({
  analyticsConsent: ['granted', { option: true }],
  context: async ({ context, analyticsConsent, baseURL }, use) => {
    if (analyticsConsent !== 'ask') {
      if (!baseURL) throw new Error('The consent cookie needs the baseURL of playwright.config.ts');
      await setAnalyticsConsent(context, baseURL, analyticsConsent);
    }
    await use(context);
  },
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      await settle(page, response, options);
      return response;
    };
    page.reload = async (options) => {
      const response = await reload(options);
      await settle(page, response, options);
      return response;
    };
    await use(page);
  },
});
