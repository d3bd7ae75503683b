import { expect, test } from './support/fixtures';

/**
 * The 404 page is rendered on the server in the language's shell: it reads the same
 * without JavaScript, in the right language, with its own title and the stored mode.
 */
test.describe('404 page without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const { path, lang, title } of [
    { path: '/x/react-data-grid/no-such-feature', lang: 'en', title: 'Page not found' },
    { path: '/zh/x/react-charts/no-such-chart', lang: 'zh', title: '页面未找到' },
    { path: '/x/api/data-grid/no-such-component', lang: 'en', title: 'Page not found' },
    { path: '/blog/no-such-post', lang: 'en', title: 'Page not found' },
    { path: '/templates/no-such-template', lang: 'en', title: 'Page not found' },
    { path: '/nothing/here', lang: 'en', title: 'Page not found' },
  ]) {
    test(`${path} answers 404 in the ${lang} shell`, async ({ page }) => {
      // No hydration to wait for: the page's scripts are off.
      const response = await page.goto(path, { waitUntil: 'domcontentloaded' });
      expect(response?.status()).toBe(404);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page).toHaveTitle(new RegExp(`^${title}`));
      await expect(page.locator('.not-found h1')).toHaveText(title);
      await expect(page.locator('.site-header')).toBeVisible();
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    });
  }

  test('a stored dark mode applies before any script of the page runs', async ({ browser }) => {
    // The pre-paint mode script is inline, so it runs even where the page's own bundles cannot.
    const context = await browser.newContext({ javaScriptEnabled: true });
    const page = await context.newPage();
    await page.route(/\/_next\/static\/.*\.js$/, (route) => route.abort());
    await page.addInitScript(() => localStorage.setItem('mode', 'dark'));
    const response = await page.goto('/x/no-such-page', { waitUntil: 'domcontentloaded' });
    expect(response?.status()).toBe(404);
    await expect(page.locator('body')).toHaveClass(/mode-dark/);
    await context.close();
  });
});
