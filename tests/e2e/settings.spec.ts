import { expect, test, type Page } from './support/fixtures';

async function openSettings(page: Page) {
  await page.getByRole('button', { name: 'Toggle settings drawer' }).click();
  return page.getByRole('dialog');
}

test.describe('theme settings', () => {
  test('dark mode updates body class and theme-color, and survives reload without a flash', async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/x/introduction');
    await expect(page.locator('body')).toHaveClass(/mode-light/);
    const lightColor = await page.locator('meta[name="theme-color"]').getAttribute('content');

    const dialog = await openSettings(page);
    await dialog.getByRole('radio', { name: 'Dark' }).check();
    await expect(page.locator('body')).toHaveClass(/mode-dark/);
    await expect(page.locator('body')).not.toHaveClass(/mode-light/);
    const darkColor = await page.locator('meta[name="theme-color"]').getAttribute('content');
    expect(darkColor).not.toBe(lightColor);
    const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(background).not.toBe('rgb(255, 255, 255)');

    // The class must already be there when the body is first parsed, before any paint.
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        (window as unknown as { classAtParse: string }).classAtParse = document.body.className;
      });
    });
    await page.reload();
    expect(await page.evaluate(() => (window as unknown as { classAtParse: string }).classAtParse)).toContain(
      'mode-dark',
    );
    await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', darkColor ?? '');
  });

  test('system mode follows the operating system', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/x/introduction');
    await expect(page.locator('body')).toHaveClass(/mode-dark/);
  });

  test('right-to-left mirrors the layout', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/x/introduction');
    const before = await page.locator('#sidebar').boundingBox();
    expect(before!.x).toBeLessThan(10);
    const dialog = await openSettings(page);
    await dialog.getByRole('radio', { name: 'Right to left' }).check();
    await page.keyboard.press('Escape');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('body')).toHaveAttribute('dir', 'rtl');
    const after = await page.locator('#sidebar').boundingBox();
    expect(after!.x + after!.width).toBeGreaterThan(1270);
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  });
});
