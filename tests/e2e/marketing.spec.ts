import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from './support/fixtures';

const PRODUCTS = ['Data Grid', 'Date and Time Pickers', 'Charts', 'Tree View'];

async function expectNoSeriousAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes[0]?.target}`)).toEqual([]);
}

test.describe('marketing landing /x', () => {
  test('is served at /x (no redirect) and shows the four products with get-started links', async ({
    page,
  }) => {
    const response = await page.goto('/x');
    expect(response?.status()).toBe(200);
    expect(page.url()).toMatch(/\/x$/);
    await expect(page.locator('h1')).toBeVisible();
    await expect(page.locator('.mk-product-row h3')).toHaveText(PRODUCTS);
    await expect(page.locator('.mk-product-card strong')).toHaveText(PRODUCTS);
    const starts = page.locator('.mk-product-row a', { hasText: 'Get started' });
    await expect(starts).toHaveCount(4);
    for (const href of await starts.evaluateAll((links) => links.map((a) => a.getAttribute('href')))) {
      expect((await page.request.get(href!)).status(), href!).toBe(200);
    }
    await expect(page.locator('.mk-plan h2')).toHaveText(['Community', 'Pro', 'Premium']);
    await expect(page.locator('.mk-plans + p a')).toHaveAttribute('href', '/x/pricing');
  });

  test('a mini-demo mounts only once it is scrolled into view', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 720 });
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await page.goto('/x', { waitUntil: 'networkidle' });
    const demo = page.getByRole('region', { name: 'Live demo: Data Grid' });
    await expect(demo).toContainText('The demo loads when you scroll to it.');
    await expect(page.locator('.demo-live')).toHaveCount(0);
    const before = scripts.length;

    await demo.scrollIntoViewIfNeeded();
    await expect(demo.locator('.demo-live[data-loaded]')).toBeVisible({ timeout: 20_000 });
    await expect(demo.getByRole('grid')).toBeVisible();
    await expect(demo.getByRole('row')).toHaveCount(8);
    expect(scripts.length).toBeGreaterThan(before);
    // The last product's demo is still far below: it has not mounted.
    await expect(
      page.getByRole('region', { name: 'Live demo: Tree View' }).locator('.demo-live'),
    ).toHaveCount(0);
  });

  test('the header links to the marketing sections and the docs', async ({ page }) => {
    await page.goto('/x');
    const nav = page.getByRole('navigation', { name: 'Site navigation' });
    await expect(nav.getByRole('link')).toHaveText([
      'Docs',
      'Pricing',
      'Templates',
      'Sponsors',
      'Premium themes',
    ]);
    await nav.getByRole('link', { name: 'Pricing' }).click();
    await expect(page).toHaveURL(/\/x\/pricing$/);
    await expect(nav.getByRole('link', { name: 'Pricing' })).toHaveAttribute('aria-current', 'page');
    await page.getByRole('link', { name: 'MUI X home' }).first().click();
    await expect(page).toHaveURL(/\/x$/);
  });

  test('has no serious accessibility violations', async ({ page }) => {
    await page.goto('/x');
    await expectNoSeriousAxeViolations(page);
  });
});

test.describe('pricing /x/pricing', () => {
  test('shows Community, Pro and Premium side by side with what each adds', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/x/pricing');
    const plans = page.locator('.mk-plan');
    await expect(plans.locator('h2')).toHaveText(['Community', 'Pro', 'Premium']);
    const tops = await plans.evaluateAll((items) => items.map((item) => item.getBoundingClientRect().top));
    expect(new Set(tops).size).toBe(1);
    await expect(plans.nth(1)).toContainText('Column pinning');
    await expect(plans.nth(2)).toContainText('Row grouping');
    const table = page.locator('table.mk-compare');
    await expect(table.locator('tbody .mk-compare-product th')).toHaveText(PRODUCTS);
    const excel = table.locator('tr', { has: page.locator('th', { hasText: 'Excel export' }) });
    expect(
      await excel
        .locator('td [role="img"]')
        .evaluateAll((marks) => marks.map((m) => m.getAttribute('aria-label'))),
    ).toEqual(['Not included', 'Not included', 'Included']);
    await expectNoSeriousAxeViolations(page);
  });

  test('at 375 px the comparison table fits the page without sideways scrolling', async ({ page }, info) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/x/pricing');
    const table = page.locator('table.mk-compare');
    await table.scrollIntoViewIfNeeded();
    const widths = await page.evaluate(() => ({
      page: document.documentElement.scrollWidth,
      body: document.body.scrollWidth,
      viewport: window.innerWidth,
      table: document.querySelector('table.mk-compare')!.getBoundingClientRect().right,
    }));
    expect(widths.page).toBeLessThanOrEqual(widths.viewport);
    expect(widths.body).toBeLessThanOrEqual(widths.viewport);
    expect(widths.table).toBeLessThanOrEqual(widths.viewport);
    // Every plan name in the header is whole on one line (no clipped or split words).
    const heads = table.locator('thead th');
    for (const head of await heads.all()) {
      const fits = await head.evaluate((th) => th.scrollWidth <= th.clientWidth);
      expect(fits, (await head.textContent()) ?? '').toBe(true);
    }
    await page.screenshot({ path: info.outputPath('pricing-375.png'), fullPage: true });
  });
});

test.describe('sponsors /x/sponsors', () => {
  test('shows the tiers, each logo loaded from the site, each with a link', async ({ page }) => {
    await page.goto('/x/sponsors');
    await expect(page.locator('.mk-tier-title')).toHaveText(['Diamond', 'Gold', 'Silver', 'Backers']);
    const logos = page.locator('.mk-sponsor img');
    expect(await logos.count()).toBeGreaterThan(8);
    for (const logo of await logos.all()) {
      await logo.scrollIntoViewIfNeeded();
      await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
      expect(await logo.getAttribute('src')).toMatch(/^\/static\/sponsors\//);
      expect(await logo.getAttribute('alt')).toBeTruthy();
      const href = await logo.locator('xpath=ancestor::a').getAttribute('href');
      expect(href).toMatch(/^https:\/\//);
    }
  });
});

test.describe('premium themes /x/premium-themes', () => {
  test('every theme card has a preview, a price and a link to the store', async ({ page }) => {
    await page.goto('/x/premium-themes');
    await expect(page.getByRole('link', { name: 'Browse the MUI Store' })).toHaveAttribute(
      'href',
      'https://mui.com/store/',
    );
    const cards = page.locator('.mk-theme');
    expect(await cards.count()).toBeGreaterThanOrEqual(4);
    for (const card of await cards.all()) {
      await card.scrollIntoViewIfNeeded();
      const image = card.locator('img');
      await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
      await expect(card.locator('h2')).not.toBeEmpty();
      await expect(card.locator('.mk-theme-price')).toHaveText(/^\$\d+$/);
      await expect(card.getByRole('link', { name: /View in store/ })).toHaveAttribute(
        'href',
        /^https:\/\/mui\.com\/store\/items\//,
      );
    }
    await expect(page.getByText('Prices are illustrative')).toBeVisible();
  });
});

test.describe('marketing pages in Chinese', () => {
  for (const [path, heading] of [
    ['/zh/x', '面向数据密集型应用的高级 React 组件'],
    ['/zh/x/pricing', '价格'],
    ['/zh/x/sponsors', '赞助商'],
    ['/zh/x/premium-themes', '高级主题'],
  ]) {
    test(`${path} renders in the Chinese shell`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.locator('html')).toHaveAttribute('lang', 'zh');
      await expect(page.locator('h1')).toHaveText(heading);
      const nav = page.getByRole('navigation', { name: '网站导航' });
      await expect(nav.getByRole('link', { name: '价格' })).toHaveAttribute('href', '/zh/x/pricing');
    });
  }

  test('the language menu switches between the English and Chinese landing', async ({ page }) => {
    await page.goto('/x/pricing');
    await page.getByTestId('language-menu').locator('summary').click();
    await page.getByRole('link', { name: '中文' }).click();
    await expect(page).toHaveURL(/\/zh\/x\/pricing$/);
    await expect(page.locator('.mk-plan h2')).toHaveText(['社区版', 'Pro', 'Premium']);
  });
});
