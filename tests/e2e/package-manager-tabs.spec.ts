import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from './support/fixtures';

const GRID_QUICKSTART = '/x/react-data-grid/quickstart';
/** Another page with an npm install block (two commands and a comment). */
const PICKERS_START = '/x/react-date-pickers/quickstart';

/** The first install block of the page: its tab list and the panel shown. */
function firstBlock(page: Page) {
  const block = page.locator('.pm-tabs').first();
  return {
    tabs: block.getByRole('tablist', { name: 'Package manager' }),
    tab: (name: string) => block.getByRole('tab', { name, exact: true }),
    shown: block.locator('[role="tabpanel"]:visible'),
  };
}

test.describe('package-manager tabs', () => {
  test('npm by default, with pnpm and yarn built from the npm command', async ({ page }) => {
    await page.goto(GRID_QUICKSTART);
    const block = firstBlock(page);
    await expect(block.tabs.getByRole('tab')).toHaveText(['npm', 'pnpm', 'yarn']);
    await expect(block.tab('npm')).toHaveAttribute('aria-selected', 'true');
    await expect(block.shown).toHaveCount(1);
    await expect(block.shown).toContainText('npm install @mui/x-data-grid @mui/material');
  });

  test('choosing pnpm is stored for a year and selects pnpm on the next page, before paint', async ({
    page,
  }) => {
    await page.goto(GRID_QUICKSTART);
    let block = firstBlock(page);
    await block.tab('pnpm').click();
    await expect(block.tab('pnpm')).toHaveAttribute('aria-selected', 'true');
    await expect(block.tab('npm')).toHaveAttribute('aria-selected', 'false');
    await expect(block.shown).toHaveCount(1);
    await expect(block.shown).toContainText('pnpm add @mui/x-data-grid @mui/material');
    await expect(page.locator('html')).toHaveAttribute('data-package-manager', 'pnpm');

    const cookie = (await page.context().cookies()).find((c) => c.name === 'packageManager');
    expect(cookie?.value).toBe('pnpm');
    const lifetime = (cookie?.expires ?? 0) - Date.now() / 1000;
    expect(lifetime).toBeGreaterThan(31536000 - 120);
    expect(lifetime).toBeLessThanOrEqual(31536000 + 5);

    // The stored choice must be on <html> when the body is parsed, so npm never shows first.
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        (window as unknown as { managerAtParse: string | null }).managerAtParse =
          document.documentElement.getAttribute('data-package-manager');
      });
    });
    await page.goto(PICKERS_START);
    expect(
      await page.evaluate(() => (window as unknown as { managerAtParse: string | null }).managerAtParse),
    ).toBe('pnpm');
    block = firstBlock(page);
    await expect(block.tab('pnpm')).toHaveAttribute('aria-selected', 'true');
    await expect(block.shown).toHaveCount(1);
    await expect(block.shown).toContainText('pnpm add @mui/x-date-pickers');
    await expect(block.shown).not.toContainText('npm install');
  });

  test('arrow keys move between tabs and select them', async ({ page }) => {
    await page.goto(PICKERS_START);
    const block = firstBlock(page);
    await block.tab('npm').focus();
    await page.keyboard.press('ArrowRight');
    await expect(block.tab('pnpm')).toBeFocused();
    await expect(block.tab('pnpm')).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('End');
    await expect(block.tab('yarn')).toBeFocused();
    await expect(block.shown).toContainText('yarn add @mui/x-date-pickers');
    await page.keyboard.press('ArrowRight');
    await expect(block.tab('npm')).toBeFocused();
    await expect(block.shown).toContainText('npm install @mui/x-date-pickers');
  });

  test('the Markdown twin keeps the npm command and adds pnpm and yarn', async ({ request }) => {
    const twin = await (await request.get(`${GRID_QUICKSTART}.md`)).text();
    const npm = twin.indexOf('npm install @mui/x-data-grid');
    expect(npm).toBeGreaterThan(-1);
    expect(twin.indexOf('pnpm add @mui/x-data-grid')).toBeGreaterThan(npm);
    expect(twin.indexOf('yarn add @mui/x-data-grid')).toBeGreaterThan(npm);
  });

  for (const scheme of ['light', 'dark'] as const) {
    test(`the tabs have no serious or critical axe violation in ${scheme} mode`, async ({ page }) => {
      await page.emulateMedia({ colorScheme: scheme });
      await page.goto(GRID_QUICKSTART);
      await expect(page.locator('body')).toHaveClass(new RegExp(`mode-${scheme}`));
      const results = await new AxeBuilder({ page }).include('.pm-tabs').analyze();
      const serious = results.violations
        .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
        .map(
          (violation) =>
            `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
        );
      expect(serious.join('\n')).toBe('');
    });
  }
});
