import { expect, test } from './support/fixtures';

test.describe('introduction, guides and migration at their official addresses', () => {
  test('a per-product migration guide is served at its official path, under its upgrade in the sidebar', async ({
    page,
  }) => {
    await page.goto('/x/migration/migration-data-grid-v7');
    await expect(page.locator('article h1')).toHaveText('Migrate the Data Grid from v7 to v8');
    const current = page.locator('.sidebar-nav a[aria-current="page"]');
    await expect(current).toHaveText('Breaking changes: Data Grid');
    // `has` is matched inside each subheader, so it names the link relative to it.
    const upgrade = page.locator('.sidebar-nav .nav-subheader', {
      has: page.locator('a[aria-current="page"]'),
    });
    await expect(upgrade.locator('.nav-subheader-title').first()).toHaveText(/^Upgrade to v8/);
    // The same sidebar title in another major: the document title names its upgrade.
    await page.goto('/x/migration/migration-data-grid-v6');
    await expect(page).toHaveTitle(/^Breaking changes: Data Grid \(Upgrade to v7\)/);
  });

  test('What’s new lists each minor and links its additions to pages of this site', async ({ page }) => {
    await page.goto('/x/whats-new');
    await expect(page.locator('article h2#v829')).toBeVisible();
    await expect(page.locator('article h2#v81')).toBeVisible();
    const sankey = page.locator('article li', { hasText: 'Add new SankeyChart' });
    await expect(sankey.getByRole('link', { name: 'Sankey' })).toHaveAttribute(
      'href',
      '/x/react-charts/sankey',
    );
  });

  test('the MCP, telemetry and priority support pages are reachable from the Introduction group', async ({
    page,
  }) => {
    await page.goto('/x/introduction');
    for (const [name, href] of [
      ['AI support via MCP', '/x/introduction/mcp'],
      ['Priority support', '/x/introduction/priority-support'],
      ['Telemetry', '/x/guides/telemetry'],
    ]) {
      const link = page.locator(`.sidebar-nav a[href="${href}"]`);
      await expect(link).toContainText(name);
      const response = await page.request.get(href);
      expect(response.status(), href).toBe(200);
    }
  });
});
