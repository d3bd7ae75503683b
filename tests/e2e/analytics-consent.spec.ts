import AxeBuilder from '@axe-core/playwright';
import { expect, test, type BrowserContext, type Locator, type Page } from './support/fixtures';
import { trackedEvents } from './support/consent';
import { ANALYTICS_CONSENT_COOKIE, ANALYTICS_CONSENT_MAX_AGE } from '../../src/config/analytics';
import { AD_FEED_URL, AD_SCRIPT_URL } from '../../src/config/ads';

// Every test here is a first visit: no consent cookie.
test.use({ analyticsConsent: 'ask' });

/** Long enough for hydration and any late render that could bring a banner back. */
const BANNER_WAIT_MS = 3000;
const ANALYTICS_HOST =
  /^https?:\/\/([\w-]+\.)*(googletagmanager\.com|google-analytics\.com|analytics\.google\.com)\//;

/**
 * Records (and aborts, so no test reaches the network) every request to an analytics host. The
 * end-to-end build configures no measurement id, so a request here would mean a script was
 * loaded regardless of consent; the events themselves are read from `dataLayer`.
 */
async function recordAnalyticsRequests(page: Page): Promise<string[]> {
  const seen: string[] = [];
  await page.route(ANALYTICS_HOST, (route) => {
    seen.push(route.request().url());
    return route.abort('blockedbyclient');
  });
  // The ad network is not under test: blocked, the slot falls back to an in-house ad.
  for (const url of [AD_FEED_URL, AD_SCRIPT_URL])
    if (url) await page.route(url, (r) => r.abort('blockedbyclient'));
  return seen;
}

const consentCookie = async (context: BrowserContext) =>
  (await context.cookies()).find((cookie) => cookie.name === ANALYTICS_CONSENT_COOKIE);
const analyticsCookies = async (context: BrowserContext) =>
  (await context.cookies()).filter((cookie) => /^_ga|^_gid|^_gat/.test(cookie.name));
const bannerOf = (page: Page) => page.getByRole('region', { name: 'Analytics cookies' });

/**
 * Presses Tab until the focus is inside `region`, as a keyboard user reaches it. It starts from
 * the docs footer, the end of the content, so the sidebar's and the article's links are not
 * walked one by one; what follows the footer in tab order (the table of contents) still is.
 */
async function tabInto(page: Page, region: Locator) {
  await page.locator('.site-footer').evaluate((footer: HTMLElement) => {
    footer.tabIndex = -1;
    footer.focus();
  });
  for (let presses = 0; presses < 150; presses++) {
    await page.keyboard.press('Tab');
    if (await region.evaluate((el) => el.contains(document.activeElement))) return;
  }
  throw new Error('The consent banner is not reachable with Tab');
}

test.describe('analytics consent', () => {
  test('the banner is in the prerendered HTML: it paints with the page, before any script of ours', async ({
    page,
  }) => {
    // No chunk of the site's JavaScript runs: only the inline pre-paint scripts do.
    await page.route('**/_next/static/**/*.js', (route) => route.abort('blockedbyclient'));
    await recordAnalyticsRequests(page);
    await page.goto('/x/api/data-grid/data-grid', { waitUntil: 'domcontentloaded' });
    await expect(bannerOf(page)).toBeVisible();
  });

  test('a visitor who answered before never sees it, not even before hydration', async ({
    page,
    context,
    baseURL,
  }) => {
    await page.route('**/_next/static/**/*.js', (route) => route.abort('blockedbyclient'));
    await recordAnalyticsRequests(page);
    await context.addCookies([{ name: ANALYTICS_CONSENT_COOKIE, value: 'denied', url: baseURL! }]);
    await page.goto('/x/api/data-grid/data-grid', { waitUntil: 'domcontentloaded' });
    await expect(page.getByTestId('consent-banner')).toBeAttached();
    await expect(page.getByTestId('consent-banner')).toBeHidden();
  });

  test('nothing is sent before consent; Accept sends the page view and keeps the choice a year', async ({
    page,
    context,
  }) => {
    const requests = await recordAnalyticsRequests(page);
    await page.goto('/x/introduction');
    const banner = bannerOf(page);
    await expect(banner).toBeVisible({ timeout: 10_000 });
    await expect(banner.getByRole('button', { name: 'Decline' })).toBeVisible();
    await page.waitForTimeout(1000);
    expect(await trackedEvents(page)).toEqual([]);
    expect(requests).toEqual([]);
    expect(await analyticsCookies(context)).toEqual([]);
    expect(await consentCookie(context)).toBeUndefined();

    await banner.getByRole('button', { name: 'Accept' }).click();
    await expect(banner).toHaveCount(0);
    await expect.poll(() => trackedEvents(page)).toEqual(['page_view']);
    const cookie = await consentCookie(context);
    expect(cookie?.value).toBe('granted');
    const lifetime = cookie!.expires - Date.now() / 1000;
    expect(Math.abs(lifetime - ANALYTICS_CONSENT_MAX_AGE)).toBeLessThan(120);

    await page.reload();
    await expect.poll(() => trackedEvents(page)).toEqual(['page_view']);
    await page.waitForTimeout(BANNER_WAIT_MS);
    await expect(banner).toHaveCount(0);
  });

  test('on a wide screen the banner covers the sidebar column: its question reads from the start', async ({
    page,
  }) => {
    await recordAnalyticsRequests(page);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/x/introduction');
    const banner = bannerOf(page);
    await expect(banner).toBeVisible({ timeout: 10_000 });
    const text = banner.locator('p').first();
    const box = (await text.boundingBox())!;
    expect(box.x).toBeLessThan(280); // it starts over the sidebar column
    // What the reader sees at the first words is the banner, not the sidebar above it.
    const onTop = await page.evaluate(
      ({ x, y }) => !!document.elementFromPoint(x, y)?.closest('[data-testid="consent-banner"]'),
      { x: box.x + 4, y: box.y + box.height / 2 },
    );
    expect(onTop).toBe(true);
  });

  test('Decline, by keyboard: nothing is sent, and the banner stays away after a reload', async ({
    page,
    context,
  }) => {
    const requests = await recordAnalyticsRequests(page);
    await page.goto('/x/introduction');
    const banner = bannerOf(page);
    await expect(banner).toBeVisible({ timeout: 10_000 });
    await tabInto(page, banner);
    await expect(banner.getByRole('button', { name: 'Decline' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(banner).toHaveCount(0);
    expect((await consentCookie(context))?.value).toBe('denied');

    await page.reload();
    await page.waitForTimeout(BANNER_WAIT_MS);
    await expect(banner).toHaveCount(0);
    expect(await trackedEvents(page)).toEqual([]);
    expect(requests).toEqual([]);
    expect(await analyticsCookies(context)).toEqual([]);
  });

  test('the settings panel changes the choice later', async ({ page, context }) => {
    await recordAnalyticsRequests(page);
    await page.goto('/x/introduction');
    await bannerOf(page).getByRole('button', { name: 'Decline' }).click();
    await page.getByRole('button', { name: 'Toggle settings drawer' }).click();
    const box = page.getByRole('checkbox', { name: 'Allow analytics cookies' });
    await expect(box).not.toBeChecked();
    await box.check();
    expect((await consentCookie(context))?.value).toBe('granted');
    await expect.poll(() => trackedEvents(page)).toEqual(['page_view']);
    await box.uncheck();
    expect((await consentCookie(context))?.value).toBe('denied');
  });

  for (const [signal, field, value] of [
    ['Global Privacy Control', 'globalPrivacyControl', true],
    ['Do Not Track', 'doNotTrack', '1'],
  ] as const) {
    test(`${signal}: no banner, no events, no requests, and the settings box is locked off`, async ({
      page,
      context,
    }) => {
      await page.addInitScript(
        ([name, signalValue]) => Object.defineProperty(navigator, name, { get: () => signalValue }),
        [field, value] as const,
      );
      const requests = await recordAnalyticsRequests(page);
      await page.goto('/x/introduction');
      await page.waitForTimeout(BANNER_WAIT_MS);
      await expect(bannerOf(page)).toHaveCount(0);
      expect(await trackedEvents(page)).toEqual([]);
      expect(requests).toEqual([]);
      expect(await consentCookie(context)).toBeUndefined();
      await page.getByRole('button', { name: 'Toggle settings drawer' }).click();
      const box = page.getByRole('checkbox', { name: 'Allow analytics cookies' });
      await expect(box).toBeDisabled();
      await expect(box).not.toBeChecked();
    });
  }

  test('the ad slot still falls back as before, and its events are dropped without consent', async ({
    page,
  }) => {
    await page.addInitScript(() => {
      Math.random = () => 0.5; // image layout, in-house ad number 3 (themes), as in ads.spec.ts
    });
    await recordAnalyticsRequests(page);
    await page.goto('/x/react-charts');
    await expect(bannerOf(page)).toBeVisible({ timeout: 10_000 });
    const ad = page.getByTestId('ad-slot').getByTestId('ad');
    await expect(ad).toHaveAttribute('data-ad-label', 'in-house-themes', { timeout: 10_000 });
    await expect(ad.locator('img')).toHaveAttribute('src', '/static/ads/themes.svg');
    expect(await trackedEvents(page)).toEqual([]);
  });

  test('Chinese pages ask in Chinese', async ({ page }) => {
    await recordAnalyticsRequests(page);
    await page.goto('/zh/x/introduction');
    const banner = page.getByRole('region', { name: '分析 Cookie' });
    await expect(banner).toBeVisible({ timeout: 10_000 });
    await expect(banner.getByRole('button', { name: '接受' })).toBeVisible();
    await expect(banner.getByRole('button', { name: '拒绝' })).toBeVisible();
  });

  test('on a phone it leaves the end of the page readable and shifts nothing', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 667 });
    await page.addInitScript(() => {
      (window as unknown as { __cls: number }).__cls = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as Array<{ value: number; hadRecentInput: boolean }>)
          if (!entry.hadRecentInput) (window as unknown as { __cls: number }).__cls += entry.value;
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await recordAnalyticsRequests(page);
    await page.goto('/x/introduction');
    const cls = () => page.evaluate(() => (window as unknown as { __cls: number }).__cls);
    const before = await cls();
    const banner = bannerOf(page);
    await expect(banner).toBeVisible({ timeout: 10_000 });
    const box = (await banner.boundingBox())!;
    expect(box.height).toBeLessThanOrEqual(667 * 0.4);
    expect(box.y + box.height).toBeCloseTo(667, 0);
    await page.waitForTimeout(300);
    expect(await cls()).toBe(before);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect
      .poll(async () => {
        const footer = (await page.locator('.site-footer').boundingBox())!;
        const current = (await banner.boundingBox())!;
        return footer.y + footer.height <= current.y + 1;
      })
      .toBe(true);
  });

  for (const scheme of ['light', 'dark'] as const) {
    test.describe(`${scheme} mode`, () => {
      test.use({ colorScheme: scheme });

      test('the banner has no serious or critical axe violation', async ({ page }) => {
        await recordAnalyticsRequests(page);
        await page.goto('/x/introduction');
        await expect(page.locator('body')).toHaveClass(new RegExp(`mode-${scheme}`));
        await expect(bannerOf(page)).toBeVisible({ timeout: 10_000 });
        const results = await new AxeBuilder({ page }).include('[data-testid="consent-banner"]').analyze();
        const serious = results.violations
          .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
          .map((violation) => `${violation.id}: ${violation.help}`);
        expect(serious).toEqual([]);
      });
    });
  }
});
