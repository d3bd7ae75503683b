import { expect, test } from './support/fixtures';

test.describe('docs shell', () => {
  test('the sidebar lists the seven groups in order', async ({ page }) => {
    await page.goto('/x/introduction');
    const groups = page.locator('#sidebar nav > ul > .nav-group > details > summary');
    await expect(groups).toHaveText([
      'Introduction',
      'Common concepts',
      'Data Grid',
      'Date and Time Pickers',
      'Charts',
      'Tree View',
      'Migration',
    ]);
    await expect(page.locator('#sidebar [aria-current="page"]')).toHaveText('Overview');
  });

  test('a trailing slash redirects permanently to the path without it', async ({ request }) => {
    const response = await request.get('/x/introduction/installation/', { maxRedirects: 0 });
    expect(response.status()).toBe(308);
    expect(response.headers().location).toMatch(/\/x\/introduction\/installation$/);
  });

  test('/zh/x/introduction is served in Chinese', async ({ page }) => {
    await page.goto('/zh/x/introduction');
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh');
    await expect(page.locator('#sidebar .nav-group summary').first()).toHaveText('介绍');
    await expect(page).toHaveTitle(/概述/);
  });

  test('the language menu keeps the page', async ({ page }) => {
    await page.goto('/x/introduction/installation');
    await page.getByTestId('language-menu').locator('summary').click();
    await page.getByRole('link', { name: '中文' }).click();
    await expect(page).toHaveURL(/\/zh\/x\/introduction\/installation$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh');
  });

  test('an unknown path gets the 404 page in the shell, keeping the language', async ({ page }) => {
    const response = await page.goto('/zh/x/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh');
    await expect(page.locator('.site-header')).toBeVisible();
    await expect(page.locator('.not-found h1')).toHaveText('页面未找到');
    const english = await page.goto('/nothing/here');
    expect(english?.status()).toBe(404);
    await expect(page.locator('.not-found-code')).toHaveText('404');
  });

  test('version switcher: v4 on data grid pages, v5 on pickers pages', async ({ page }) => {
    await page.goto('/x/react-data-grid');
    const switcher = page.getByTestId('version-switcher');
    await switcher.locator('summary').click();
    await expect(switcher.getByRole('link')).toHaveText([/^v9\.\d+\.\d+$/, 'v8', 'v7', 'v6', 'v4']);
    await page.goto('/x/react-date-pickers');
    await page.getByTestId('version-switcher').locator('summary').click();
    await expect(page.getByTestId('version-switcher').getByRole('link')).toHaveText([
      /^v9\./,
      'v8',
      'v7',
      'v6',
      'v5',
    ]);
  });

  test('breadcrumbs, prev/next and the edit link come from the tree', async ({ page }) => {
    await page.goto('/x/common-concepts/localization');
    await expect(page.locator('.breadcrumbs')).toContainText('Common concepts');
    await expect(page.locator('.prev-next .prev')).toContainText('Slots and subcomponents');
    await expect(page.locator('.prev-next .next')).toContainText('Theming');
    await expect(page.locator('.edit-link')).toHaveAttribute(
      'href',
      /content\/common-concepts\/localization\.mdx$/,
    );
  });
});
