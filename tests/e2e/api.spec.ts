import { expect, test } from './support/fixtures';

test.describe('API reference', () => {
  test('the DataGrid page lists its props with types, defaults and anchors', async ({ page }) => {
    await page.goto('/x/api/data-grid/data-grid');
    await expect(page.locator('h1')).toContainText('DataGrid');
    await expect(
      page.locator('pre, code').filter({ hasText: "import { DataGrid } from '@mui/x-data-grid'" }).first(),
    ).toBeVisible();
    const rows = page.locator('#prop-rows');
    await expect(rows).toBeVisible();
    await expect(page.locator('#prop-columns')).toContainText('Required');
    await expect(page.locator('#prop-autoHeight')).toContainText('false');
    const density = page.locator('#prop-density');
    await expect(density).toContainText('"standard"');
    await expect(density).toContainText('compact');
    await expect(page.locator('[id^="slot-"]').first()).toBeAttached();
    await expect(page.locator('[id^="classes-"]').first()).toBeAttached();
  });

  test('the filter box narrows the props table as you type', async ({ page }) => {
    await page.goto('/x/api/data-grid/data-grid');
    const visibleRows = page.locator('#props-table tbody tr:visible');
    const before = await visibleRows.count();
    expect(before).toBeGreaterThan(100);
    await page.locator('input[type="search"]').first().fill('rowHeight');
    await expect(page.locator('#prop-rowHeight')).toBeVisible();
    await expect(page.locator('#prop-columns')).toBeHidden();
    expect(await visibleRows.count()).toBeLessThan(5);
  });

  test('each row has a Copy link button that copies its absolute URL and says Copied for 1.2 s', async ({
    page,
    context,
    baseURL,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
    await page.goto('/x/api/data-grid/data-grid');
    const button = page.locator('#prop-rowHeight').getByRole('button', { name: 'Copy link: rowHeight' });
    // The API page is large: under load its copy listener can be installed a moment after the
    // page shows, so press again until the first press lands (a repeat copies the same URL).
    await expect(async () => {
      await button.focus();
      await page.keyboard.press('Enter');
      await expect(button).toContainText('Copied', { timeout: 1000 });
    }).toPass({ timeout: 20_000 });
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(`${baseURL}/x/api/data-grid/data-grid#prop-rowHeight`);
    await expect(button).not.toContainText('Copied', { timeout: 2000 });
    // Slots and CSS classes too, through the same single listener.
    const slotButton = page
      .locator('[id^="slot-"]')
      .first()
      .getByRole('button', { name: /^Copy link: / });
    await slotButton.click();
    const slotId = await page.locator('[id^="slot-"]').first().getAttribute('id');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      `${baseURL}/x/api/data-grid/data-grid#${slotId}`,
    );
    await page.goto(copied);
    await expect(page.locator('#prop-rowHeight')).toBeInViewport();
  });

  test('a deep link opens at the prop', async ({ page }) => {
    await page.goto('/x/api/data-grid/data-grid#prop-rowHeight');
    await expect(page.locator('#prop-rowHeight')).toBeInViewport();
  });

  test('product index pages list every component and sit in the sidebar', async ({ page }) => {
    await page.goto('/x/api/charts');
    await expect(page.locator('.api-index a', { hasText: /^LineChart$/ })).toHaveAttribute(
      'href',
      '/x/api/charts/line-chart',
    );
    await expect(page.locator('#sidebar [aria-current="page"]')).toBeAttached();
    await page.goto('/x/api/date-pickers/date-picker');
    await expect(page.locator('#sidebar [aria-current="page"]')).toHaveText(/DatePicker/);
  });

  test('rows stack on a narrow screen instead of squeezing the table', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/x/api/tree-view/rich-tree-view');
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(375);
  });

  for (const width of [1280, 1024, 390]) {
    test(`at ${width} px the props table fits its column and a deep link scrolls no page sideways`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/x/api/data-grid/data-grid#prop-rowHeight');
      await expect(page.locator('#prop-rowHeight')).toBeInViewport();
      const layout = await page.evaluate(() => {
        const table = document.getElementById('props-table')!;
        const column = table.closest('section')!.getBoundingClientRect();
        const description = table.querySelector<HTMLElement>('#prop-rowHeight td')!.getBoundingClientRect();
        return {
          table: table.getBoundingClientRect().width,
          column: column.width,
          descriptionRight: description.right,
          viewport: document.documentElement.clientWidth,
          pageWidth: document.documentElement.scrollWidth,
          scrollLeft: document.scrollingElement!.scrollLeft,
        };
      });
      expect(layout.table).toBeLessThanOrEqual(layout.column + 1);
      expect(layout.descriptionRight).toBeLessThanOrEqual(layout.viewport);
      expect(layout.pageWidth).toBeLessThanOrEqual(layout.viewport);
      expect(layout.scrollLeft).toBe(0);
      // The type and the default sit under the name.
      await expect(page.locator('#prop-rowHeight th')).toContainText('number');
      await expect(page.locator('#prop-rowHeight th')).toContainText('52');
    });
  }

  test('a long type is folded behind a keyboard-reachable expand control', async ({ page }) => {
    await page.goto('/x/api/data-grid/data-grid#prop-density');
    const summary = page.locator('#props-table details summary').first();
    await summary.focus();
    await page.keyboard.press('Enter');
    await expect(page.locator('#props-table details[open]').first()).toBeVisible();
  });

  test('the API page ships no prop data as JavaScript', async ({ page }) => {
    const scripts: string[] = [];
    page.on('response', async (response) => {
      if (response.request().resourceType() === 'script') scripts.push(await response.text());
    });
    await page.goto('/x/api/data-grid/data-grid', { waitUntil: 'load' });
    await page.waitForTimeout(1500);
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.some((body) => body.includes('rowModesModel'))).toBe(false);
  });

  test('the tables are HTML once: not repeated in the page payload, kept as they are after hydration', async ({
    page,
    request,
  }) => {
    const html = await (await request.get('/x/api/data-grid/data-grid')).text();
    const payload = [...html.matchAll(/<script>self\.__next_f\.push\((.*?)\)<\/script>/gs)]
      .map((match) => match[1])
      .join('');
    expect(html).toContain('id="prop-rowModesModel"');
    expect(payload).not.toContain('prop-rowModesModel');
    // The whole document: the table used to be two thirds of it, as a second copy in the payload.
    expect(html.length).toBeLessThan(700_000);

    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      // A hydration mismatch is logged as an error; blocked third-party requests (the test ad
      // network's host does not resolve) are not the page's doing.
      if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) {
        errors.push(message.text());
      }
    });
    await page.goto('/x/api/data-grid/data-grid', { waitUntil: 'load' });
    // Hydrated: the filter island answers, and the rows it filters are the server's.
    await page.locator('input[type="search"]').first().fill('rowModesModel');
    await expect(page.locator('#prop-rowModesModel')).toBeVisible();
    await expect(page.locator('#prop-columns')).toBeHidden();
    await expect(page.locator('#slot-toolbar')).toBeAttached();
    expect(errors).toEqual([]);
  });

  test('at desktop width the page has a table of contents of its sections, like guides', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/x/api/data-grid/data-grid');
    const toc = page.getByRole('navigation', { name: 'Contents' });
    await expect(toc).toBeVisible();
    for (const name of ['Import', 'Props', 'Slots', 'CSS classes']) {
      await expect(toc.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await toc.getByRole('link', { name: 'CSS classes', exact: true }).click();
    await expect(page).toHaveURL(/#classes$/);
    // The description no longer repeats the JSDoc's link lists.
    await expect(page.locator('header').getByText('Features:')).toHaveCount(0);
  });

  test('props passed on from Stack are grouped apart, after the documented ones', async ({ page }) => {
    await page.goto('/x/api/date-pickers/multi-input-date-range-field');
    const heading = page.getByRole('heading', { name: 'Inherited from Stack' });
    await expect(heading).toBeVisible();
    await expect(heading.getByRole('link', { name: 'Stack' })).toHaveAttribute(
      'href',
      'https://mui.com/material-ui/api/stack/',
    );
    // The component's own rows come before the first group heading row (which has no name).
    const names = await page.locator('#props-table tbody tr').evaluateAll((rows) =>
      rows.map((row) => ({
        name: row.getAttribute('data-name'),
        bare: row.hasAttribute('data-undocumented'),
      })),
    );
    const own = names.slice(
      0,
      names.findIndex((row) => row.name === null),
    );
    expect(own.length).toBeGreaterThan(5);
    // Documented props lead; the undocumented ones follow them.
    const firstBare = own.findIndex((row) => row.bare);
    expect(firstBare === -1 || own.slice(firstBare).every((row) => row.bare)).toBe(true);
  });
});
