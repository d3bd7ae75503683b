import fs from 'node:fs';
import { expect, test, type Page } from './support/fixtures';
import { docsPagePathnames } from '../../src/engine/nav/docs-pages';
import { contentFilesFor, contentKeyFor } from '../../src/engine/content/files';
import { AD_FEED_URL, AD_SCRIPT_URL } from '../../src/config/ads';
import { escapedDemoElements, widestElement } from './support/overflow';

/** Number of `<Demo>` tags in the English source of a docs page (0 when it has no file). */
function demoCount(pathname: string): number {
  const file = contentFilesFor(contentKeyFor(pathname), 'en').find((candidate) => fs.existsSync(candidate));
  return file ? (fs.readFileSync(file, 'utf8').match(/<Demo\s/g)?.length ?? 0) : 0;
}

/** Every docs page of the navigation tree that embeds demos, in every product. */
const DEMO_PAGES = docsPagePathnames()
  .filter((pathname) => !pathname.startsWith('/x/api/') && !pathname.startsWith('/x/migration/'))
  .map((pathname) => ({ pathname, demos: demoCount(pathname) }))
  .filter((page) => page.demos > 0);

/** The phone the mounted demos are checked on after the desktop pass. */
const PHONE = { width: 412, height: 860 };

/** What a demo of each product draws once mounted; other pages only need a visible element. */
const DRAWN: Array<[prefix: string, selector: string]> = [
  ['/x/react-charts', 'svg:has(path, rect, circle, line), canvas'],
];

/** Console errors a healthy page may print: Pro and Premium components announce the missing licence key. */
const ALLOWED_CONSOLE = [/license key/i, /\*{5,}/, /favicon/];

/** Collects console errors and uncaught exceptions of a page while it is open. */
function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && !ALLOWED_CONSOLE.some((pattern) => pattern.test(message.text()))) {
      errors.push(`console: ${message.text()}`);
    }
  });
  page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
  return errors;
}

test.describe('every demo of every docs page', () => {
  test.describe.configure({ timeout: 180_000 });
  test.use({ viewport: { width: 1280, height: 720 } });

  test('the sweep covers every product', () => {
    for (const prefix of [
      '/x/react-data-grid/',
      '/x/react-date-pickers/',
      '/x/react-charts/',
      '/x/react-tree-view/',
    ]) {
      expect(DEMO_PAGES.filter((page) => page.pathname.startsWith(prefix)).length, prefix).toBeGreaterThan(8);
    }
  });

  for (const { pathname, demos } of DEMO_PAGES) {
    test(`${pathname}: ${demos} demos render without errors`, async ({ page }) => {
      // The ad slot's third-party feed is stubbed with "no ad" (no network in tests).
      await page.route(AD_FEED_URL, (route) => route.fulfill({ json: { ads: [] } }));
      await page.route(AD_SCRIPT_URL, (route) => route.fulfill({ body: '', contentType: 'text/javascript' }));
      const errors = watchErrors(page);
      const response = await page.goto(pathname);
      expect(response?.status(), pathname).toBe(200);
      const drawn = DRAWN.find(([prefix]) => pathname.startsWith(prefix))?.[1] ?? '*';

      const figures = page.locator('figure.demo');
      await expect(figures).toHaveCount(demos);
      for (let index = 0; index < demos; index += 1) {
        const figure = figures.nth(index);
        const name = await figure.getAttribute('id');
        await figure.scrollIntoViewIfNeeded();
        const live = figure.locator('.demo-live');
        await expect(live, `${name} mounted`).toHaveAttribute('data-loaded', '', { timeout: 30_000 });
        await expect(live.locator(drawn).first(), `${name} drew`).toBeAttached();
        await expect(figure.locator('.demo-error'), `${name} has no error box`).toHaveCount(0);
      }
      // Let data sources answer and timers tick once.
      await page.waitForTimeout(1000);
      expect(errors, `${pathname}\n${errors.join('\n')}`).toEqual([]);
      // Nothing of a demo paints outside its figure, on a desktop and then on a phone, where the
      // page itself must not scroll sideways once its demos are mounted either.
      await expect
        .poll(() => page.evaluate(escapedDemoElements), { message: `${pathname} at 1280 px` })
        .toEqual([]);
      await page.setViewportSize(PHONE);
      await expect
        .poll(() => page.evaluate(escapedDemoElements), { message: `${pathname} at 412 px` })
        .toEqual([]);
      await expect.poll(() => page.evaluate(widestElement), { message: `${pathname} at 412 px` }).toBeNull();
    });
  }
});
