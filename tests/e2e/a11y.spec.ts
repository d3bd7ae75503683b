import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from './support/fixtures';

/** One page of each kind the site serves. */
const PAGES = [
  { kind: 'landing', path: '/x', siteMode: true },
  { kind: 'docs page with demos', path: '/x/react-data-grid', siteMode: true },
  { kind: 'docs page in Chinese', path: '/zh/x/react-date-pickers', siteMode: true },
  { kind: 'API reference', path: '/x/api/data-grid/data-grid', siteMode: true },
  // Templates follow the system scheme through their own MUI theme, not the site's body class.
  { kind: 'template', path: '/templates/dashboard', siteMode: false },
  { kind: 'blog list', path: '/blog', siteMode: true },
  { kind: 'not found', path: '/x/no-such-page', siteMode: true },
];

/**
 * Rules whose outcome depends on the colour scheme. Both schemes render the same DOM (the scheme
 * is a class on the body and CSS variables), so the dark pass re-runs only these: the other rules
 * would give the light pass's answer again, at up to two minutes for an API page.
 */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

async function seriousViolations(page: Page, within?: string, rules?: string[]): Promise<string[]> {
  let builder = new AxeBuilder({ page });
  if (rules) builder = builder.withRules(rules);
  const results = await (within ? builder.include(within) : builder).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.help}\n  ${violation.nodes
          .slice(0, 5)
          .map((node) => node.target.join(' '))
          .join('\n  ')}`,
    );
}

for (const scheme of ['light', 'dark'] as const) {
  test.describe(`${scheme} mode`, () => {
    test.use({ colorScheme: scheme });

    for (const { kind, path, siteMode } of PAGES) {
      test(`${kind} (${path}) has no serious or critical axe violation`, async ({ page }) => {
        // The API page has thousands of rows; axe needs one to two minutes for it.
        test.setTimeout(300_000);
        await page.goto(path);
        if (siteMode) await expect(page.locator('body')).toHaveClass(new RegExp(`mode-${scheme}`));
        // Let client islands (demos in view, menus) mount so their markup is checked too.
        await page.waitForLoadState('networkidle');
        const rules = scheme === 'dark' ? COLOUR_RULES : undefined;
        expect((await seriousViolations(page, undefined, rules)).join('\n')).toBe('');
      });
    }

    test('the demos of the aggregation page (Premium grids) have no serious or critical axe violation', async ({
      page,
    }) => {
      test.setTimeout(120_000);
      await page.goto('/x/react-data-grid/aggregation');
      await expect(page.locator('body')).toHaveClass(new RegExp(`mode-${scheme}`));
      const figures = page.locator('figure.demo');
      for (let index = 0; index < (await figures.count()); index += 1) {
        await figures.nth(index).scrollIntoViewIfNeeded();
        await expect(figures.nth(index).locator('.demo-live')).toHaveAttribute('data-loaded', '');
      }
      await expect(page.locator('.MuiDataGrid-footerCell').first()).toBeVisible();
      const rules = scheme === 'dark' ? COLOUR_RULES : undefined;
      expect((await seriousViolations(page, 'figure.demo', rules)).join('\n')).toBe('');
    });

    test('a blog post has no serious or critical axe violation', async ({ page }) => {
      await page.goto('/blog');
      await page.locator('main a[href^="/blog/"]:not([href*="/tags/"])').first().click();
      await page.waitForLoadState('networkidle');
      expect((await seriousViolations(page)).join('\n')).toBe('');
    });
  });
}

/** Rules below axe's serious level that these pages once broke: checked on their own. */
test.describe('structure', () => {
  for (const path of [
    '/x/pricing',
    '/templates/dashboard',
    '/x/react-data-grid/sorting',
    '/x/api/data-grid/data-grid',
  ]) {
    test(`${path}: headings in order, landmarks uniquely named`, async ({ page }) => {
      test.setTimeout(300_000);
      await page.goto(path);
      const results = await new AxeBuilder({ page })
        .withRules(['heading-order', 'landmark-unique'])
        .analyze();
      expect(
        results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
      ).toEqual([]);
    });
  }

  for (const slug of ['dashboard', 'pricing', 'sign-in', 'marketing', 'blog', 'checkout', 'sign-up']) {
    test(`/templates/${slug}: the first Tab reaches a skip link to the main content`, async ({ page }) => {
      await page.goto(`/templates/${slug}`);
      await page.keyboard.press('Tab');
      const link = page.locator(':focus');
      await expect(link).toHaveText('Skip to content');
      await expect(link).toHaveAttribute('href', '#main-content');
      await expect(page.locator('main#main-content')).toHaveCount(1);
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/#main-content$/);
    });
  }
});
