import { chromium } from '@playwright/test';
import { CHROMIUM_PATH, CHROMIUM_FLAGS } from '../chromium.mjs';

export const title = 'Page changes (speculation rules)';

/** Five sidebar navigations in reading order, each from the page before. */
const ROUTE = [
  '/x/introduction',
  '/x/introduction/installation',
  '/x/introduction/licensing',
  '/x/introduction/support',
  '/x/introduction/roadmap',
  '/x/common-concepts/custom-components',
];
const BUDGET_MS = 50;
/** How long the pointer rests on a link before the click, as a reader's would. */
const HOVER_MS = 700;

const SPECULATION_SCRIPT = /<script type="speculationrules">[\s\S]*?<\/script>/;

/**
 * Time from the click on a hovered sidebar link to the new page's first contentful paint, in
 * Chromium against the served site: once as served (the speculation rules prerender the hovered
 * page), once with the rules script cut out of every document. For a prerendered page the paint
 * is counted from its activation (web-vitals' rule), else from the navigation's start.
 */
async function measureRoute(browser, origin, withRules) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  if (!withRules) {
    await context.route(
      (url) => url.origin === origin && !/\.[a-z0-9]+$/.test(url.pathname),
      async (route) => {
        if (route.request().resourceType() !== 'document') return route.continue();
        const response = await route.fetch();
        const body = (await response.text()).replace(SPECULATION_SCRIPT, '');
        return route.fulfill({ response, body });
      },
    );
  }
  const page = await context.newPage();
  await page.goto(`${origin}${ROUTE[0]}`, { waitUntil: 'load' });
  const times = [];
  for (const target of ROUTE.slice(1)) {
    await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'));
    const link = page.locator(`nav a[href="${target}"]`).first();
    await link.scrollIntoViewIfNeeded();
    await link.hover();
    await page.waitForTimeout(HOVER_MS);
    await Promise.all([page.waitForURL(`${origin}${target}`), link.click()]);
    const paintMs = await page.waitForFunction(() => {
      const nav = performance.getEntriesByType('navigation')[0];
      const fcp = performance.getEntriesByName('first-contentful-paint')[0];
      if (!nav || !fcp || document.visibilityState !== 'visible') return false;
      return Math.max(fcp.startTime - (nav.activationStart ?? 0), 0);
    });
    times.push(Math.round(await paintMs.jsonValue()));
  }
  await context.close();
  return times;
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

export default async function measure({ origin }) {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  try {
    const withRules = await measureRoute(browser, origin, true);
    const without = await measureRoute(browser, origin, false);
    const page = `${ROUTE.length - 1} sidebar links from ${ROUTE[0]}`;
    return [
      {
        page,
        metric: 'click → first paint, with speculation rules (median; each)',
        value: `${median(withRules)} ms (${withRules.join(', ')})`,
        budget: `< ${BUDGET_MS} ms`,
        result: median(withRules) < BUDGET_MS ? 'pass' : 'fail',
      },
      {
        page,
        metric: 'click → first paint, without the rules (median; each)',
        value: `${median(without)} ms (${without.join(', ')})`,
      },
    ];
  } finally {
    await browser.close();
  }
}
