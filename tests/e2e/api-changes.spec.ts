import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './support/fixtures';

const PRODUCTS = ['data-grid', 'date-pickers', 'charts', 'tree-view'];

const PAIRS = [
  ['v8', 'v9'],
  ['v7', 'v8'],
] as const;

test.describe('API changes between majors', () => {
  for (const [from, to] of PAIRS) {
    for (const product of PRODUCTS) {
      const path = `/x/migration/${product}-${from}-to-${to}-api`;
      test(`${path} lists totals and per-component changes`, async ({ page }) => {
        await page.goto(path);
        await expect(page.locator('h1')).toContainText(`API changes, ${from} to ${to}`);
        await expect(page.getByTestId('api-changes-totals').locator('tbody tr')).toHaveCount(10);
        await expect(page.locator('#by-component ~ section table tbody tr').first()).toBeVisible();
        // Listed in the sidebar's Migration group, as the current page.
        await expect(page.locator(`nav a[href="${path}"]`).first()).toBeAttached();
      });
    }
  }

  test('the DatePicker API page has a collapsed Changes from v8 section with the removed prop', async ({
    page,
  }) => {
    await page.goto('/x/api/date-pickers/date-picker');
    await expect(page.locator('h2#changes-from-v8')).toHaveText('Changes from v8');
    const details = page.getByTestId('api-changes');
    await expect(details).not.toHaveAttribute('open', '');
    const row = details.locator('tr').filter({ hasText: /^\s*Prop\s*enableAccessibleFieldDOMStructure/ });
    await expect(row).toBeHidden();
    await details.locator('summary').click();
    await expect(row).toBeVisible();
    await expect(row).toContainText('Removed');
    await details.getByRole('link', { name: 'All API changes of this product' }).click();
    await expect(page).toHaveURL(/\/x\/migration\/date-pickers-v8-to-v9-api$/);
    await expect(page.locator('#changes-date-picker')).toBeVisible();
  });
});

test.describe('API changes from v7 to v8', () => {
  test('the v8 migration guide links to the pages; twins and llms.txt include them', async ({
    page,
    request,
  }) => {
    await page.goto('/x/migration-v8');
    await expect(page.locator('article a[href="/x/migration/charts-v7-to-v8-api"]')).toBeVisible();
    const twin = await request.get('/x/migration/charts-v7-to-v8-api.md');
    expect(twin.ok()).toBe(true);
    const markdown = await twin.text();
    expect(markdown).toContain('# Charts API changes, v7 to v8');
    expect(markdown).toContain('## Changes by component');
    const apiTwin = await (await request.get('/x/api/data-grid/data-grid.md')).text();
    expect(apiTwin).toContain('## Changes from v8');
    const llms = await (await request.get('/llms.txt')).text();
    for (const product of PRODUCTS) {
      expect(llms).toContain(`/x/migration/${product}-v7-to-v8-api)`);
      expect(llms).toContain(`/x/migration/${product}-v8-to-v9-api)`);
    }
  });

  for (const scheme of ['light', 'dark'] as const) {
    test(`a changes page has no serious or critical axe violation (${scheme})`, async ({ page }) => {
      test.setTimeout(120_000);
      await page.emulateMedia({ colorScheme: scheme });
      await page.goto('/x/migration/tree-view-v8-to-v9-api');
      const results = await new AxeBuilder({ page }).analyze();
      const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
      expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    });
  }
});
