import { expect, test, type Page } from './support/fixtures';
import { flattenPages } from '../../src/engine/nav';
import { chartsGroup } from '../../src/engine/nav/groups/charts';
import { AD_FEED_URL, AD_SCRIPT_URL } from '../../src/config/ads';

/** Every Charts page of the navigation tree (groups have no page of their own). */
const CHART_PAGES = flattenPages([chartsGroup]).map((leaf) => leaf.page.pathname);

/** Console errors a healthy chart page may print: Pro charts announce the missing licence key. */
const ALLOWED_CONSOLE = [/license key/i, /\*{5,}/];

/** Collects console errors and uncaught exceptions of a page while it is open. */
async function watchErrors(page: Page): Promise<string[]> {
  const errors: string[] = [];
  // The ad slot's third-party feed is stubbed with "no ad" (no network in tests).
  await page.route(AD_FEED_URL, (route) => route.fulfill({ json: { ads: [] } }));
  await page.route(AD_SCRIPT_URL, (route) => route.fulfill({ body: '', contentType: 'text/javascript' }));
  page.on('console', (message) => {
    if (message.type() === 'error' && !ALLOWED_CONSOLE.some((pattern) => pattern.test(message.text()))) {
      errors.push(`console: ${message.text()}`);
    }
  });
  page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
  return errors;
}

test.describe('Charts pages', () => {
  test.describe.configure({ timeout: 90_000 });

  test('the sweep covers the whole Charts section', () => {
    expect(CHART_PAGES.length).toBeGreaterThanOrEqual(45);
    expect(CHART_PAGES).toContain('/x/react-charts/gallery');
  });

  for (const pathname of CHART_PAGES) {
    test(`${pathname}: every demo draws a chart, without console errors`, async ({ page }) => {
      const errors = await watchErrors(page);
      const response = await page.goto(pathname);
      expect(response?.status(), pathname).toBe(200);

      const demos = page.locator('figure.demo');
      const count = await demos.count();
      for (let index = 0; index < count; index += 1) {
        const demo = demos.nth(index);
        const name = await demo.getAttribute('id');
        await demo.scrollIntoViewIfNeeded();
        const live = demo.locator('.demo-live');
        await expect(live, `${name} mounted`).toHaveAttribute('data-loaded', '', { timeout: 20_000 });
        // A chart is an <svg> (or a <canvas>) with drawn content inside the live area.
        await expect(live.locator('svg:has(path, rect, circle, line), canvas').first(), `${name} drew`).toBeAttached();
        await expect(demo.locator('.demo-error'), `${name} has no error box`).toHaveCount(0);
      }
      expect(errors, `${pathname}\n${errors.join('\n')}`).toEqual([]);
    });
  }
});
