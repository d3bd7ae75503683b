import { expect, test } from './support/fixtures';

// The marks come from data/api-history (npm run api:history): `tabNavigation` arrived in 8.19,
// as the packages' CHANGELOG.md says, and is checked against it by a unit test.
test.describe('API history on API pages', () => {
  test('a prop added after 8.0 says when, and the "API as of" control hides it in older releases', async ({
    page,
  }) => {
    await page.goto('/x/api/data-grid/data-grid');
    const row = page.locator('#prop-tabNavigation');
    await expect(row).toContainText('Added in 8.19');
    await expect(page.locator('#prop-rows')).not.toContainText('Added in');

    const select = page.getByLabel('API as of');
    await select.selectOption('8.18');
    await expect(row).toBeHidden();
    await expect(page.locator('#prop-rows')).toBeVisible();
    await expect(page).toHaveURL(/\?version=8\.18$/);
    await expect(page.getByRole('status').filter({ hasText: 'added after 8.18 hidden' })).toBeVisible();

    await select.selectOption({ index: 0 });
    await expect(row).toBeVisible();
    await expect(page).not.toHaveURL(/version=/);
  });

  test('a shared ?version= link opens the page as of that release', async ({ page }) => {
    await page.goto('/x/api/data-grid/data-grid?version=8.18');
    await expect(page.getByLabel('API as of')).toHaveValue('8.18');
    await expect(page.locator('#prop-tabNavigation')).toBeHidden();
  });

  test('a prop v9 removed is back, marked, for a reader on 8.29', async ({ page }) => {
    await page.goto('/x/api/date-pickers/date-picker');
    const row = page.locator('#prop-enableAccessibleFieldDOMStructure');
    await expect(row).toBeHidden();
    await page.getByLabel('API as of').selectOption('8.29');
    await expect(row).toBeVisible();
    await expect(row).toContainText('Removed in 9.0');
    await page.goto('/x/api/date-pickers/date-picker?version=9.0');
    await expect(page.getByLabel('API as of')).toHaveValue('9.0');
    await expect(row).toBeHidden();
  });

  test('the Markdown twin carries the same marks', async ({ request }) => {
    const twin = await (await request.get('/x/api/data-grid/data-grid.md')).text();
    expect(twin).toMatch(/`tabNavigation`[^|]*\(added in 8\.19\)/);
  });
});
