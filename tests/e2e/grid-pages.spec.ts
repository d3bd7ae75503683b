import { expect, test } from './support/fixtures';

/** Data Grid pages added for issue 18: each demo loads, renders a grid and logs no error. */
const PAGES = [
  'editing-events',
  'faq',
  'toolbar-components',
  'styling-recipes',
  'performance',
  'multi-filters',
  'list-view',
  'api-object',
  'scrolling',
  'custom-edit-components',
  'filtering-customization',
  'excel-export',
  'cell-selection',
  'row-updates',
  'lazy-loading',
  'custom-columns',
  'editing-persistence',
];

/** Console noise that is not a demo's fault: the dev server's HMR, favicons, ad hosts unreachable offline. */
const IGNORED =
  /Download the React DevTools|\[HMR\]|\[Fast Refresh\]|favicon|MUI X: Missing license key|net::ERR_NAME_NOT_RESOLVED/;

for (const slug of PAGES) {
  test(`every demo of /x/react-data-grid/${slug} renders without errors`, async ({ page }) => {
    test.setTimeout(120_000);
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && !IGNORED.test(message.text())) errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`/x/react-data-grid/${slug}`);
    const figures = page.locator('figure.demo');
    const count = await figures.count();
    expect(count).toBeGreaterThanOrEqual(4);
    for (let index = 0; index < count; index += 1) {
      const figure = figures.nth(index);
      await figure.scrollIntoViewIfNeeded();
      const live = figure.locator('.demo-live');
      await expect(live).toHaveAttribute('data-loaded', '', { timeout: 30_000 });
      await expect(live.locator('[role="grid"], [role="treegrid"]').first()).toBeVisible();
      await expect(figure.locator('.demo-error')).toHaveCount(0);
    }
    // Let data sources answer and timers tick once.
    await page.waitForTimeout(1500);
    expect(errors).toEqual([]);
  });
}
