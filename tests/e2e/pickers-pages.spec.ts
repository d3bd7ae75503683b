import { expect, test } from './support/fixtures';

/** Date and Time Pickers pages added for issue 20: each demo loads, renders its field or view, logs no error. */
const PAGES = [
  'date-field',
  'time-field',
  'date-time-field',
  'date-range-field',
  'date-range-calendar',
  'digital-clock',
  'month-year-calendars',
  'date-time-range-picker',
  'time-range-picker',
];

/** Console noise that is not a demo's fault: the licence notice of Pro components, unreachable ad hosts. */
const IGNORED = /MUI X: Missing license key|favicon|net::ERR_NAME_NOT_RESOLVED/;

/** What a picker demo draws: a field's sections or input, a calendar grid, a month or year grid, a clock or a list of times. */
const RENDERED =
  '.MuiPickersSectionList-root, input, [role="grid"], [role="listbox"], [role="group"], [role="radiogroup"], .MuiDateCalendar-root';

for (const slug of PAGES) {
  test(`every demo of /x/react-date-pickers/${slug} renders without errors`, async ({ page }) => {
    test.setTimeout(120_000);
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && !IGNORED.test(message.text())) errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`/x/react-date-pickers/${slug}`);
    const figures = page.locator('figure.demo');
    const count = await figures.count();
    expect(count).toBeGreaterThanOrEqual(3);
    for (let index = 0; index < count; index += 1) {
      const figure = figures.nth(index);
      await figure.scrollIntoViewIfNeeded();
      const live = figure.locator('.demo-live');
      await expect(live).toHaveAttribute('data-loaded', '', { timeout: 30_000 });
      await expect(live.locator(RENDERED).first()).toBeVisible();
      await expect(figure.locator('.demo-error')).toHaveCount(0);
    }
    await page.waitForTimeout(1000);
    expect(errors).toEqual([]);
  });
}
