import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type APIRequestContext } from './support/fixtures';
import { widestElement, type WidestElement } from './support/overflow';
import { AD_FEED_URL, AD_SCRIPT_URL } from '../../src/config/ads';

/** The narrowest phone the site is laid out for. */
const PHONE = { width: 360, height: 740 };
/** The sitemap is swept in this many tests, which Playwright's workers run side by side. */
const CHUNKS = 12;

/** Pathnames of every URL of the served sitemap, both languages. */
async function sitemapPathnames(request: APIRequestContext): Promise<string[]> {
  const response = await request.get('/sitemap.xml');
  expect(response.status()).toBe(200);
  const xml = await response.text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]).pathname);
}

/**
 * Chinese API pages whose descriptions nobody translated show the English page's tables in the
 * Chinese shell: the same rows, types and descriptions, laid out by the same components. They are
 * swept through their English twin, plus these pages (the longest of each product, and one with
 * a long code sample in its header) for the Chinese labels of the API page itself. A page with a
 * translation (`generated/api/<product>/<name>.zh.json`) is swept in full.
 */
const ZH_API_SAMPLE = new Set([
  '/zh/x/api/data-grid/data-grid-premium',
  '/zh/x/api/date-pickers/date-time-range-picker',
  '/zh/x/api/charts/bar-chart-pro',
  '/zh/x/api/tree-view/rich-tree-view-pro',
  '/zh/x/api/charts/charts-activation-event',
]);

function sweptAtPhoneWidth(pathname: string): boolean {
  const api = /^\/zh\/x\/api\/([\w-]+)\/([\w-]+)$/.exec(pathname);
  if (!api || ZH_API_SAMPLE.has(pathname)) return true;
  return fs.existsSync(path.join(process.cwd(), 'generated', 'api', api[1], `${api[2]}.zh.json`));
}

function explain(pathname: string, wide: WidestElement): string {
  return `${pathname}: ${wide.documentWidth} px wide in ${wide.viewport} px; widest: ${wide.selector} (right edge ${wide.right} px) "${wide.text}"`;
}

test.describe(`no page scrolls sideways at ${PHONE.width} px`, () => {
  // The page as the server lays it out with its CSS, scripts off: about a third cheaper per page, and
  // nothing client-rendered can widen the page but the demos (inside their own scrolling box) and
  // the ad slot, which tests/e2e/demo-sweep.spec.ts measures mounted at phone width.
  test.use({ viewport: PHONE, javaScriptEnabled: false });

  test('the sweep covers the whole sitemap in both languages', async ({ request }) => {
    const pathnames = await sitemapPathnames(request);
    expect(pathnames.filter((pathname) => pathname.startsWith('/x/api/')).length).toBeGreaterThan(300);
    expect(pathnames.filter((pathname) => pathname.startsWith('/zh/x/')).length).toBeGreaterThan(300);
    for (const sample of ZH_API_SAMPLE) expect(pathnames).toContain(sample);
  });

  for (let chunk = 0; chunk < CHUNKS; chunk += 1) {
    test(`sitemap pages, part ${chunk + 1} of ${CHUNKS}`, async ({ page, request }) => {
      test.setTimeout(600_000);
      // Every CHUNKS-th page, so the long API pages spread evenly over the parts.
      const pathnames = (await sitemapPathnames(request))
        .filter(sweptAtPhoneWidth)
        .filter((_, index) => index % CHUNKS === chunk);
      // Nothing fetches the scripts it would not run (module preloads), nor the ad network.
      await page.route(/\/_next\/static\/chunks\/.*\.js(\?|$)/, (route) => route.abort());
      if (AD_FEED_URL) await page.route(AD_FEED_URL, (route) => route.abort());
      if (AD_SCRIPT_URL) await page.route(AD_SCRIPT_URL, (route) => route.abort());
      const failures: string[] = [];
      for (const pathname of pathnames) {
        const response = await page.goto(pathname, { waitUntil: 'domcontentloaded' });
        expect(response?.status(), pathname).toBe(200);
        // Stylesheets and the font are in once `load` fires.
        await page.waitForLoadState('load');
        const wide = await page.evaluate(widestElement);
        if (wide) failures.push(explain(pathname, wide));
      }
      expect(failures, failures.join('\n')).toEqual([]);
    });
  }
});
