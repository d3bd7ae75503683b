import { expect, test, type Page } from './support/fixtures';

/** The value of a custom property on <html>, empty when the page does not define it. */
function rootVariable(page: Page, name: string) {
  return page.evaluate(
    (variable) => getComputedStyle(document.documentElement).getPropertyValue(variable).trim(),
    name,
  );
}

test.describe('theme variables and on-demand locale packs', () => {
  test('a text page carries only the shell variables; a demo brings the full theme', async ({ page }) => {
    await page.goto('/x/introduction');
    expect(await rootVariable(page, '--mui-palette-primary-main')).not.toBe('');
    // A variable no shell style reads: only MUI components need it.
    expect(await rootVariable(page, '--mui-shadows-1')).toBe('');

    await page.goto('/x/common-concepts/localization');
    const live = page.locator('figure#LocaleSwitcher .demo-live');
    await expect(live).toHaveAttribute('data-loaded', '', { timeout: 15_000 });
    expect(await rootVariable(page, '--mui-shadows-1')).not.toBe('');
  });

  test('a page with demos links the full theme in its head, once, before any script runs', async ({
    page,
    request,
  }) => {
    const html = await (await request.get('/x/react-charts/bars')).text();
    const head = html.slice(0, html.indexOf('</head>'));
    const links = head.match(/<link rel="stylesheet" href="\/demo-theme\/[0-9a-f]+\.css"[^>]*>/g) ?? [];
    expect(links).toHaveLength(1);
    const textPage = await (await request.get('/x/introduction')).text();
    expect(textPage).not.toContain('/demo-theme/');

    // Loaded with the demo's code instead, a second sheet of `:root` variables restyled the whole
    // page once the demo came: the live demo must add no stylesheet that sets them.
    await page.goto('/x/react-charts/bars');
    await expect(page.locator('.demo-live[data-loaded]').first().locator('svg').first()).toBeVisible();
    expect(await rootVariable(page, '--mui-shadows-1')).not.toBe('');
    const sheetsWithFullTheme = await page.evaluate(
      () =>
        [...document.styleSheets].filter((sheet) => {
          try {
            return [...sheet.cssRules].some((rule) => rule.cssText.includes('--mui-shadows-1:'));
          } catch {
            return false;
          }
        }).length,
    );
    expect(sheetsWithFullTheme).toBe(1);
  });

  test('the localization demo starts in the page language and downloads packs on the first pick', async ({
    page,
  }) => {
    const localeScripts: string[] = [];
    await page.goto('/x/common-concepts/localization');
    const live = page.locator('figure#LocaleSwitcher .demo-live');
    await expect(live).toHaveAttribute('data-loaded', '', { timeout: 15_000 });
    await expect(live.getByPlaceholder('Search…')).toBeVisible();
    await expect(live.getByText('Rows per page:')).toBeVisible();
    await expect(live.locator('.MuiPickersSectionList-root').first()).toContainText('DD');

    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') localeScripts.push(response.url());
    });
    await live.getByRole('combobox', { name: 'Locale' }).click();
    await page.getByRole('option', { name: 'Français (frFR)' }).click();
    await expect(live.getByPlaceholder('Rechercher…')).toBeVisible();
    await expect(live.getByText('Lignes par page :')).toBeVisible();
    // The picker field's placeholders follow the pack too: day and year letters are French.
    const field = live.locator('.MuiPickersSectionList-root').first();
    await expect(field).toContainText('JJ');
    await expect(field).toContainText('AAAA');
    expect(localeScripts.length, 'the packs arrive as scripts of their own').toBeGreaterThan(0);
  });

  test('a Chinese page runs its demos with the Chinese packs; an English page downloads none', async ({
    page,
  }) => {
    const bodies: Promise<string>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') bodies.push(response.text().catch(() => ''));
    });
    await page.goto('/x/common-concepts/localization');
    const english = page.locator('figure#LocaleSwitcher .demo-live');
    await expect(english).toHaveAttribute('data-loaded', '', { timeout: 15_000 });
    await expect(english.getByText('Rows per page:')).toBeVisible();
    // English is the components' own text: no pack of any language came with the demo.
    const scripts = await Promise.all(bodies);
    expect(scripts.some((body) => body.includes('每页行数'))).toBe(false);

    await page.goto('/zh/x/common-concepts/localization');
    const chinese = page.locator('figure#LocaleSwitcher .demo-live');
    await expect(chinese).toHaveAttribute('data-loaded', '', { timeout: 15_000 });
    await expect(chinese.getByText('每页行数:')).toBeVisible();
  });
});
