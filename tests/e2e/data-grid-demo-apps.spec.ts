import { expect, test, type Page } from './support/fixtures';

/** The live part of a demo once its code has loaded. */
async function liveDemo(page: Page, name: string) {
  const live = page.locator(`figure#${name} .demo-live`);
  await live.scrollIntoViewIfNeeded();
  await expect(live).toHaveAttribute('data-loaded', '', { timeout: 30_000 });
  return live;
}

test.describe('the server-side data tutorial endpoint', () => {
  test('answers a sorted page over HTTP, and 400 naming a parameter it refuses', async ({ request }) => {
    const ok = await request.get('/api/tutorial/employees?pageSize=3&sortField=salary&sortOrder=desc');
    expect(ok.status()).toBe(200);
    const body = await ok.json();
    expect(body.rowCount).toBe(1000);
    expect(body.rows).toHaveLength(3);
    expect(body.rows[0].salary).toBeGreaterThanOrEqual(body.rows[2].salary);
    const refused = await request.get('/api/tutorial/employees?pageSize=500');
    expect(refused.status()).toBe(400);
    expect(await refused.json()).toMatchObject({ error: 'invalid_query', fields: ['pageSize'] });
  });

  test('step 3 sorts all 1,000 rows on the server, not the page in the browser', async ({
    page,
    request,
  }) => {
    const top = (
      await (await request.get('/api/tutorial/employees?pageSize=1&sortField=salary&sortOrder=desc')).json()
    ).rows[0];
    await page.goto('/x/react-data-grid/tutorials/server-side-data');
    const live = await liveDemo(page, 'TutorialServerSortFilter');
    const header = live.getByRole('columnheader', { name: 'Salary' });
    await header.click();
    await header.click();
    await expect(header).toHaveAttribute('aria-sort', 'descending');
    await expect(live.locator('[role="row"][data-rowindex="0"] [data-field="name"]')).toHaveText(top.name);
  });
});

test.describe('Data Grid demo applications', () => {
  test('the market ticker moves, and its pause button stops it', async ({ page }) => {
    await page.goto('/x/react-data-grid/demos/real-time-data');
    const live = await liveDemo(page, 'MarketTicker');
    const volumes = live.locator('[data-field="volume"][role="gridcell"]');
    await expect.poll(async () => (await volumes.allTextContents()).some((text) => text !== '0')).toBe(true);
    await live.getByRole('button', { name: 'Pause feed' }).click();
    await expect(live.getByRole('button', { name: 'Resume feed' })).toHaveAttribute('aria-pressed', 'true');
    // Let an update already collected by the throttle land, then nothing may change.
    await page.waitForTimeout(500);
    const paused = await volumes.allTextContents();
    await page.waitForTimeout(1000);
    expect(await volumes.allTextContents()).toEqual(paused);
  });

  test('with reduced motion, the market ticker starts paused', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/x/react-data-grid/demos/real-time-data');
    const live = await liveDemo(page, 'MarketTicker');
    await expect(live.getByRole('button', { name: 'Resume feed' })).toBeVisible();
  });

  test('the time off calendar books the clicked day with the chosen leave type', async ({ page }) => {
    await page.goto('/x/react-data-grid/demos/time-off-calendar');
    const live = await liveDemo(page, 'TimeOffCalendar');
    await live.getByRole('button', { name: 'Sick leave' }).click();
    const cell = live.locator('[role="row"][data-id="0"] [data-field="d2"]');
    await cell.click();
    await expect(cell).toHaveText('S');
    await expect(cell).toHaveClass(/leave-sick/);
    await live.getByRole('button', { name: 'Clear' }).click();
    await cell.click();
    await expect(cell).toHaveText('');
  });
});
