import { expect, test, type Page } from './support/fixtures';

// The settings dialog is closed (hidden) unless opened, so the one visible dialog is search.
const searchDialog = (page: Page) => page.getByRole('dialog');

/** Presses `key` until the dialog opens: the shortcut listener is attached once the page hydrates. */
async function openWith(page: Page, key: string) {
  const dialog = searchDialog(page);
  await expect(async () => {
    // Press again only while nothing opened: a second `/` would be typed into the search field.
    if (!(await dialog.isVisible())) await page.keyboard.press(key);
    await expect(dialog).toBeVisible({ timeout: 8000 });
  }).toPass({ timeout: 25_000 });
  return dialog;
}

async function search(page: Page, query: string) {
  const input = searchDialog(page).getByRole('combobox');
  await input.fill(query);
  await expect(searchDialog(page).getByRole('listbox')).toHaveAttribute('data-query', query, {
    timeout: 15_000,
  });
  return input;
}

test.describe('Search', () => {
  test('Ctrl+K finds the DataGrid rowHeight prop first and Enter opens its API row', async ({ page }) => {
    await page.goto('/x/introduction');
    await openWith(page, 'Control+k');
    const input = searchDialog(page).getByRole('combobox');
    await expect(input).toBeFocused();
    await search(page, 'rowHeight');
    const first = searchDialog(page).getByRole('option').first();
    await expect(first).toContainText('DataGrid');
    await expect(first).toContainText('rowHeight');
    await expect(first).toHaveAttribute('aria-selected', 'true');
    await expect(input).toHaveAttribute('aria-activedescendant', (await first.getAttribute('id'))!);
    // Results are grouped by product, with the group's label.
    await expect(page.getByRole('group', { name: 'Data Grid' })).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/x\/api\/data-grid\/data-grid#prop-rowHeight$/);
    await expect(page.locator('#prop-rowHeight')).toBeInViewport();
  });

  test('keys typed right after Ctrl+K, while the dialog loads, all reach the query', async ({ page }) => {
    await page.goto('/x/introduction');
    // Nothing was hovered or focused, so the dialog's code is not loaded yet; type as a fast typist does.
    await page.keyboard.press('Control+k');
    await page.keyboard.type('rowHeight', { delay: 50 });
    const input = searchDialog(page).getByRole('combobox');
    await expect(input).toHaveValue('rowHeight');
    await expect(input).toBeFocused();
    await expect(searchDialog(page).getByRole('listbox')).toHaveAttribute('data-query', 'rowHeight', {
      timeout: 15_000,
    });
    const first = searchDialog(page).getByRole('option').first();
    await expect(first).toHaveAttribute('data-href', '/x/api/data-grid/data-grid#prop-rowHeight');
  });

  test('a page result highlights the match and opens at its heading', async ({ page }) => {
    await page.goto('/x/introduction');
    await openWith(page, 'Control+k');
    await search(page, 'licence key');
    const option = page.getByRole('option', { name: /setting the licence key/i }).first();
    await expect(option.locator('mark').first()).toHaveText(/licen/i);
    await option.click();
    await expect(page).toHaveURL(/\/x\/introduction\/installation#setting-the-licence-key$/);
    await expect(page.locator('#setting-the-licence-key')).toBeInViewport();
  });

  test('/ opens search, Escape closes it and focus returns to the search button', async ({ page }) => {
    await page.goto('/x/react-data-grid');
    const dialog = await openWith(page, '/');
    await expect(searchDialog(page).getByRole('combobox')).toHaveValue('');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('banner').getByRole('button', { name: 'Search', exact: true })).toBeFocused();
  });

  test('/ typed into a text field stays in the field', async ({ page }) => {
    await page.goto('/x/api/data-grid/data-grid');
    const filter = page.locator('section[aria-labelledby="props"] input[type="search"]');
    await filter.fill('row');
    await filter.press('/');
    await expect(filter).toHaveValue('row/');
    await expect(searchDialog(page)).toBeHidden();
  });

  test('arrow keys move the active option and wrap around', async ({ page }) => {
    await page.goto('/x/introduction');
    await openWith(page, 'Control+k');
    const input = await search(page, 'sorting');
    const options = searchDialog(page).getByRole('option');
    expect(await options.count()).toBeGreaterThan(2);
    const idOf = async (index: number) => (await options.nth(index).getAttribute('id'))!;
    await page.keyboard.press('ArrowDown');
    await expect(input).toHaveAttribute('aria-activedescendant', await idOf(1));
    await expect(options.nth(1)).toHaveAttribute('aria-selected', 'true');
    await expect(options.nth(0)).toHaveAttribute('aria-selected', 'false');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    await expect(input).toHaveAttribute('aria-activedescendant', await idOf((await options.count()) - 1));
  });

  test('on the Chinese site results link to /zh pages', async ({ page }) => {
    await page.goto('/zh/x/introduction');
    await openWith(page, 'Control+k');
    await search(page, '数据表格');
    const hrefs = await page
      .getByRole('option')
      .evaluateAll((nodes) => nodes.map((n) => n.getAttribute('data-href')));
    expect(hrefs.length).toBeGreaterThan(0);
    for (const href of hrefs) expect(href).toMatch(/^\/zh\//);
    await search(page, 'rowHeight');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/zh\/x\/api\/data-grid\/data-grid#prop-rowHeight$/);
  });

  test('the index is not loaded until the user approaches search', async ({ page }) => {
    const indexRequests: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/search/')) indexRequests.push(request.url());
    });
    await page.goto('/x/react-data-grid/sorting');
    await page.waitForLoadState('networkidle');
    expect(indexRequests).toEqual([]);
    await page.getByRole('banner').getByRole('button', { name: 'Search', exact: true }).hover();
    await expect.poll(() => indexRequests.some((url) => url.endsWith('/search/en/meta.json'))).toBe(true);
  });
});
