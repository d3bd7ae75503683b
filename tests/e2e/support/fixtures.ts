import { test as base, type Page, type Response } from '@playwright/test';
import { HYDRATED_ATTRIBUTE } from '../../../src/components/layout/hydration-mark.client';

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

/** Playwright's `test` whose `page` waits for hydration after `goto` and `reload`. */
export const test = base.extend({
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
