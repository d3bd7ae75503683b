import { expect, test } from './support/fixtures';

test.describe('/x/production-error', () => {
  test('decodes the code and arguments a minified error links with, the arguments marked', async ({
    page,
  }) => {
    // What `formatErrorMessage(157, 'QQ')` of @mui/x-internals builds, on this site's host.
    await page.goto('/x/production-error?code=157&args%5B%5D=QQ');
    const box = page.getByTestId('production-error');
    await expect(box).toHaveAttribute('data-state', 'known');
    await expect(box.getByRole('heading')).toHaveText('MUI X error #157');
    await expect(box).toContainText('The token "QQ" is not supported by the Date and Time Pickers.');
    await expect(box.locator('mark')).toHaveText('QQ');
    // The list below has the same code, with its placeholder, under its own anchor.
    await expect(page.locator('#error-157')).toContainText('The token "{0}" is not supported');
  });

  test('says plainly when this release throws no such code, and when the address has none', async ({
    page,
  }) => {
    await page.goto('/x/production-error?code=99999');
    const box = page.getByTestId('production-error');
    await expect(box).toHaveAttribute('data-state', 'unknown');
    await expect(box).toContainText('throws no error with code 99999');
    await page.goto('/x/production-error');
    await expect(page.getByTestId('production-error')).toHaveAttribute('data-state', 'empty');
    expect(await page.locator('tr[id^="error-"]').count()).toBeGreaterThan(150);
  });

  test('a missing argument shows its placeholder; the Chinese page decodes too', async ({ page }) => {
    await page.goto('/zh/x/production-error?code=157');
    const box = page.getByTestId('production-error');
    await expect(box.getByRole('heading')).toHaveText('MUI X 错误 #157');
    await expect(box.locator('mark')).toHaveText('{0}');
  });
});
