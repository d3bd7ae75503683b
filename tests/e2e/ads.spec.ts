import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test, type Page } from './support/fixtures';
import {
  AD_BLOCKER_THRESHOLD_TRIES,
  AD_DISPLAY_EVENT_DELAY_MS,
  AD_FEED_URL,
  AD_POLL_INTERVAL_MS,
  AD_SCRIPT_URL,
} from '../../src/config/ads';

/**
 * A real ad server on 127.0.0.1. `npm run test:e2e` builds the site with an ad network
 * configured on the reserved `.invalid` domain (a default build has none and requests
 * nothing), so each test routes those URLs to this server.
 */
if (!AD_FEED_URL || !AD_SCRIPT_URL) {
  throw new Error('ads.spec.ts needs the ad hosts that `npm run test:e2e` exports for its build and run');
}
let server: http.Server;
let origin = '';
const pixelHits: string[] = [];

test.beforeAll(async () => {
  server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    if (url.pathname === '/feed.json') {
      res.writeHead(200, { 'content-type': 'application/json', 'access-control-allow-origin': '*' });
      res.end(
        JSON.stringify({
          ads: [
            {},
            {
              company: 'Acme Builds',
              description: 'Ship faster with <i>cached</i> builds.',
              image: `${origin}/ad.svg`,
              statlink: `${origin}/click`,
              statimp: `${origin}/imp`,
              pixel: `${origin}/pixel/a?ts=[timestamp]||${origin}/pixel/b?ts=[timestamp]`,
              timestamp: '1700000000',
            },
          ],
        }),
      );
    } else if (url.pathname === '/ad.js') {
      res.writeHead(200, { 'content-type': 'text/javascript' });
      res.end('/* this network renders nothing itself */');
    } else if (url.pathname.startsWith('/pixel/')) {
      pixelHits.push(url.pathname + url.search);
      res.writeHead(204).end();
    } else if (url.pathname === '/ad.svg') {
      res.writeHead(200, { 'content-type': 'image/svg+xml' });
      res.end(
        '<svg xmlns="http://www.w3.org/2000/svg" width="130" height="100"><rect width="130" height="100" fill="#36c"/></svg>',
      );
    } else {
      res.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

test.afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

// The ad and page-view events below are only sent with consent: these visitors accepted analytics
// (the fixtures' default, stated here because the assertions depend on it).
test.use({ analyticsConsent: 'granted' });

/** Routes the built-in ad URLs to the fake server, or blocks them like an ad blocker. */
async function routeAds(page: Page, mode: 'serve' | 'block') {
  for (const [configured, local] of [
    [AD_FEED_URL, '/feed.json'],
    [AD_SCRIPT_URL, '/ad.js'],
  ]) {
    await page.route(configured, async (route) => {
      if (mode === 'block') return route.abort('blockedbyclient');
      const response = await route.fetch({ url: `${origin}${local}` });
      return route.fulfill({ response });
    });
  }
}

/** Page times (performance.now) of the ad's first appearance and of its display event; 0 until then. */
interface AdTimes {
  shown: number;
  display: number;
}

/** Fixes the ad's random draws, records layout shifts, and stamps the ad's appearance and display event. */
async function instrument(page: Page, random: number) {
  await page.addInitScript((value) => {
    Math.random = () => value;
    const w = window as unknown as { __cls: number; __adTimes: AdTimes; dataLayer: unknown[] };
    w.__cls = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as Array<{ value: number; hadRecentInput: boolean }>) {
        if (!entry.hadRecentInput) w.__cls += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
    // Stamped in the page, not by the test: under load the test notices the ad late.
    const times: AdTimes = (w.__adTimes = { shown: 0, display: 0 });
    new MutationObserver(() => {
      if (!times.shown && document.querySelector('[data-testid="ad-slot"] [data-testid="ad"]'))
        times.shown = performance.now();
    }).observe(document, { childList: true, subtree: true });
    const layer: unknown[] = [];
    const push = layer.push.bind(layer);
    layer.push = (...items: unknown[]) => {
      for (const item of items as Array<Record<string, unknown>>)
        if (item?.event === 'ad' && item.eventAction === 'display') times.display = performance.now();
      return push(...items);
    };
    w.dataLayer = layer;
  }, random);
}

const adEvents = (page: Page) =>
  page.evaluate(() =>
    ((window.dataLayer ?? []) as Array<Record<string, unknown>>).filter((e) => e.event === 'ad'),
  );

test.describe('ad slot', () => {
  test('shows the feed ad, fires its pixels, sends display after 2.5 s, no layout shift', async ({
    page,
  }) => {
    await instrument(page, 0.05); // inline layout, display event sampled in
    await routeAds(page, 'serve');
    await page.goto('/x/introduction');
    const slot = page.getByTestId('ad-slot');
    expect((await slot.boundingBox())?.height).toBe(126);
    const ad = slot.getByTestId('ad');
    await expect(ad).toContainText('Acme Builds');
    await expect(ad).toContainText('Ship faster with <i>cached</i> builds.');
    await expect(ad.getByRole('link')).toHaveAttribute('href', `${origin}/click`);
    await expect
      .poll(() => adEvents(page), { timeout: 6000 })
      .toEqual([{ event: 'ad', eventAction: 'display', eventLabel: 'feed' }]);
    const times = await page.evaluate(() => (window as unknown as { __adTimes: AdTimes }).__adTimes);
    expect(times.shown).toBeGreaterThan(0);
    expect(times.display - times.shown).toBeGreaterThanOrEqual(AD_DISPLAY_EVENT_DELAY_MS);
    expect(pixelHits).toEqual(expect.arrayContaining(['/pixel/a?ts=1700000000', '/pixel/b?ts=1700000000']));
    expect((await slot.boundingBox())?.height).toBe(126);
    expect(await page.evaluate(() => (window as unknown as { __cls: number }).__cls)).toBe(0);
  });

  test('falls back to an in-house ad when the feed and script are blocked', async ({ page }) => {
    await instrument(page, 0.5); // image layout, in-house ad number 3 (themes)
    await routeAds(page, 'block');
    await page.goto('/x/react-charts');
    const ad = page.getByTestId('ad-slot').getByTestId('ad');
    await expect(ad).toHaveAttribute('data-ad-label', 'in-house-themes', { timeout: 10_000 });
    // More than the threshold's tries must have passed since the slot started polling.
    const elapsed = await page.evaluate(() => performance.now());
    expect(elapsed).toBeGreaterThan((AD_BLOCKER_THRESHOLD_TRIES + 1) * AD_POLL_INTERVAL_MS);
    const image = ad.locator('img');
    await expect(image).toHaveAttribute('src', '/static/ads/themes.svg');
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    expect(await page.evaluate(() => (window as unknown as { __cls: number }).__cls)).toBe(0);
  });

  test('shows the ad-block message for a low draw', async ({ page }) => {
    await instrument(page, 0.1);
    await routeAds(page, 'block');
    await page.goto('/x/introduction');
    await expect(page.getByTestId('ad-blocker-message')).toBeVisible({ timeout: 10_000 });
  });

  test('a crashing ad reports crash, renders nothing, and the page lives', async ({ page }) => {
    const errors: Error[] = [];
    page.on('pageerror', (error) => errors.push(error));
    await instrument(page, 0.05);
    await page.addInitScript(() => {
      // Firing the impression pixels throws inside the ad block.
      window.Image = function BrokenImage() {
        throw new Error('pixel exploded');
      } as unknown as typeof Image;
    });
    await routeAds(page, 'serve');
    await page.goto('/x/introduction');
    await expect
      .poll(() => adEvents(page), { timeout: 8000 })
      .toContainEqual({
        event: 'ad',
        eventAction: 'crash',
        eventLabel: 'pixel exploded',
      });
    await expect(page.getByTestId('ad-slot')).toBeEmpty();
    expect(errors).toEqual([]);
    await page.locator('a[rel="next"]').click();
    await expect(page).not.toHaveURL(/\/x\/introduction$/);
    await expect(page.locator('h1')).toBeVisible();
  });

  test('API pages: a community component shows the ad in its reserved slot, a Pro one has none', async ({
    page,
  }) => {
    await instrument(page, 0.05);
    await routeAds(page, 'serve');
    await page.goto('/x/api/data-grid/data-grid');
    const slot = page.getByTestId('ad-slot');
    expect((await slot.boundingBox())?.height).toBe(126);
    // Between the component's description and its import lines, as on guides under the lead.
    const below = await page
      .locator('#import')
      .evaluate(
        (heading, slotBox) => heading.getBoundingClientRect().top >= slotBox!.y + slotBox!.height,
        await slot.boundingBox(),
      );
    expect(below).toBe(true);
    // A long page: the slot waits for load and an idle moment before asking for the ad.
    await expect(slot.getByTestId('ad')).toContainText('Acme Builds', { timeout: 15_000 });
    expect((await slot.boundingBox())?.height).toBe(126);
    await page.goto('/x/api/data-grid/data-grid-pro');
    await expect(page.locator('h1')).toContainText('DataGridPro');
    await expect(page.getByTestId('ad-slot')).toHaveCount(0);
  });

  test('crawlers get no ad, and Pro/Premium pages no slot', async ({ browser }) => {
    const context = await browser.newContext({
      userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
    });
    const page = await context.newPage();
    await routeAds(page, 'serve');
    await page.goto('/x/introduction');
    await page.waitForTimeout(5000);
    await expect(page.getByTestId('ad-slot')).toBeEmpty();
    await page.goto('/x/react-data-grid/tree-data');
    await expect(page.locator('h1')).toBeVisible();
    await expect(page.getByTestId('ad-slot')).toHaveCount(0);
    await context.close();
  });
});

test.describe('analytics', () => {
  const pageViews = (page: Page) =>
    page.evaluate(() =>
      ((window.dataLayer ?? []) as Array<Record<string, unknown>>).filter((e) => e.event === 'page_view'),
    );

  test('page views on load and on client navigation, and data-attribute clicks', async ({ page }) => {
    await routeAds(page, 'block');
    await page.goto('/x/introduction');
    await expect.poll(() => pageViews(page)).toHaveLength(1);
    expect((await pageViews(page))[0]).toMatchObject({ productId: 'x', productCategoryId: 'x' });
    // A client-side navigation: Next's router follows history.pushState, the analytics island with it.
    await page.evaluate(() => window.history.pushState(null, '', '/x/react-data-grid/quickstart'));
    await expect.poll(() => pageViews(page)).toHaveLength(2);
    expect((await pageViews(page))[1]).toMatchObject({
      page_location: expect.stringMatching(/\/x\/react-data-grid\/quickstart$/),
      productId: 'x-data-grid',
      productCategoryId: 'x',
    });
    await page.evaluate(() => {
      const button = document.createElement('button');
      button.textContent = 'tracked';
      button.dataset.gaEventCategory = 'test';
      button.dataset.gaEventAction = 'press';
      button.dataset.gaEventLabel = 'e2e';
      document.querySelector('main')!.prepend(button);
    });
    await page.getByRole('button', { name: 'tracked' }).click();
    const clicks = await page.evaluate(() =>
      ((window.dataLayer ?? []) as Array<Record<string, unknown>>).filter((e) => e.event === 'click'),
    );
    expect(clicks).toEqual([
      { event: 'click', eventCategory: 'test', eventAction: 'press', eventLabel: 'e2e' },
    ]);
  });
});
