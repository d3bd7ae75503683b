import { expect, test } from './support/fixtures';

test.describe('page changes', () => {
  test('every page carries speculation rules that prerender hovered docs links', async ({ page }) => {
    await page.goto('/x/introduction');
    const rules = JSON.parse((await page.locator('script[type="speculationrules"]').textContent()) ?? '{}');
    expect(rules.prerender[0].eagerness).toBe('moderate');
  });

  test('a hovered sidebar link opens as a prerendered page', async ({ page }) => {
    await page.goto('/x/introduction');
    const link = page.locator('nav a[href="/x/introduction/installation"]').first();
    await link.hover();
    await page.waitForTimeout(1000);
    await Promise.all([page.waitForURL('**/x/introduction/installation'), link.click()]);
    await expect(page.locator('h1')).toContainText('Installation');
    const activationStart = await page.evaluate(
      () => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming & { activationStart: number }).activationStart,
    );
    // A page shown from a prerender reports when it was activated; a plain load reports 0.
    expect(activationStart).toBeGreaterThan(0);
  });
});
