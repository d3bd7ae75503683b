import { expect, test, type Page } from './support/fixtures';

/** Registered by hand: the site registers the worker on the production host only. */
async function registerWorker(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.register('/sw.js', { scope: '/' });
    await navigator.serviceWorker.ready;
  });
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
}

test.describe('offline worker', () => {
  test('is served at the root with this build’s id in its cache names', async ({ request }) => {
    const response = await request.get('/sw.js');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/javascript/);
    expect(await response.text()).toMatch(/const VERSION = '[\w-]+';/);
    expect(await response.text()).not.toContain('__BUILD_ID__');
  });

  test('keeps visited pages in every language and the blog, and explains the rest', async ({
    page,
    context,
  }) => {
    await page.goto('/zh/x/introduction');
    await registerWorker(page);
    // Controlled now: these visits store the pages and their assets.
    for (const path of ['/zh/x/introduction', '/blog', '/x/introduction']) await page.goto(path);
    const version = await page.evaluate(async () => {
      const script = await (await fetch('/sw.js')).text();
      return /const VERSION = '([\w-]+)'/.exec(script)?.[1];
    });
    const cacheNames = await page.evaluate(() => caches.keys());
    expect(cacheNames.length).toBeGreaterThan(0);
    for (const name of cacheNames) expect(name.endsWith(`-${version}`)).toBe(true);

    await context.setOffline(true);
    try {
      await page.goto('/zh/x/introduction', { waitUntil: 'domcontentloaded' });
      await expect(page.locator('html')).toHaveAttribute('lang', 'zh');
      await expect(page.locator('.site-header')).toBeVisible();
      await page.goto('/blog', { waitUntil: 'domcontentloaded' });
      await expect(page.locator('h1').first()).toBeVisible();
      await page.goto('/x/react-charts/never-visited', { waitUntil: 'domcontentloaded' });
      await expect(page.locator('h1')).toHaveText('You are offline');
      await expect(page.getByRole('link', { name: '/zh/x/introduction' })).toBeVisible();
      await page.goto('/zh/x/react-tree-view', { waitUntil: 'domcontentloaded' });
      await expect(page.locator('h1')).toHaveText('您已离线');
    } finally {
      await context.setOffline(false);
    }
  });
});
