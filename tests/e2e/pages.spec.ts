import { expect, test, type Page } from './support/fixtures';
import { docsPagePathnames } from '../../src/engine/nav/docs-pages';

/**
 * Console output that is expected on a healthy page: Pro and Premium demos
 * print MUI's missing-licence notice, because the licence key starts unset.
 */
const EXPECTED_CONSOLE = [/MUI X: Missing license key/i, /license key/i, /\*{5,}/];

async function visit(page: Page, pathname: string) {
  const problems: string[] = [];
  // The ad feed and script are a third party's; here they answer "no ad", so the in-house fallback shows.
  await page.route('https://ads.docs.invalid/feed.json', (route) => route.fulfill({ json: { ads: [] } }));
  await page.route('https://ads.docs.invalid/ad.js', (route) =>
    route.fulfill({ body: '', contentType: 'text/javascript' }),
  );
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const text = message.text();
    if (!EXPECTED_CONSOLE.some((pattern) => pattern.test(text))) problems.push(`console: ${text}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('requestfailed', (request) => problems.push(`request failed: ${request.url()}`));
  page.on('response', (response) => {
    if (response.status() >= 400) problems.push(`HTTP ${response.status()}: ${response.url()}`);
  });

  const response = await page.goto(pathname);
  expect(response?.status(), pathname).toBe(200);
  await expect(page.locator('article h1')).toBeVisible();

  // Bring every demo near the viewport so it loads, then wait for all to mount.
  const demos = page.locator('.demo-live');
  const count = await demos.count();
  for (let index = 0; index < count; index += 1) {
    await demos.nth(index).scrollIntoViewIfNeeded();
    await expect(demos.nth(index)).toHaveAttribute('data-loaded', '', { timeout: 20_000 });
  }
  await expect(page.locator('.demo-error')).toHaveCount(0);
  expect(problems, `${pathname}\n${problems.join('\n')}`).toEqual([]);
}

test.describe('every docs page', () => {
  test.describe.configure({ timeout: 60_000 });
  for (const pathname of docsPagePathnames()) {
    test(`${pathname} renders, mounts its demos and logs no error`, async ({ page }) => {
      await visit(page, pathname);
    });
  }
});
