import { expect, test, type Page } from './support/fixtures';
import { DEMO_PAGES } from './support/demo-pages';
import { demoHeights, loadingDemos } from './support/demo-state';
import { stubAdNetwork, watchProblems } from './support/page-problems';
import { escapedDemoElements, widestElement } from './support/overflow';

/** The phone the mounted demos are checked on after the desktop pass. */
const PHONE = { width: 412, height: 860 };

/** What a demo of each product draws once mounted; other pages only need a visible element. */
const DRAWN: Array<[prefix: string, selector: string]> = [
  ['/x/react-charts', 'svg:has(path, rect, circle, line), canvas'],
];

/** Demos that show a loading indicator for good: they demonstrate it (`pathname#DemoName`). */
const LOADING_BY_DESIGN = new Set<string>(['/x/react-data-grid/overlays#LoadingOverlayVariants']);

/**
 * How much taller a demo may be on the phone than on the desktop (side panels stack under it,
 * charts and calendars wrap): at most this factor, or this many px more for a short demo.
 */
const PHONE_GROWTH = { factor: 3, px: 1500 };

/**
 * How long the layout checks may take, in ms: once the demos have settled they pass at the first
 * look, but one look at a page of large grids takes seconds on a slow machine.
 */
const LAYOUT_POLL = 15_000;

/**
 * Waits until no demo of the page is waiting any more: no loading indicator in a demo (its data
 * source or fake server has answered, lazily loaded rows have come) and no request of the page in
 * flight (the demos' own fetches). Fails naming the demos still loading.
 */
async function waitForDemosToSettle(page: Page, pathname: string, inFlight: () => string[], when: string) {
  await expect
    .poll(
      async () => {
        const loading = (await page.evaluate(loadingDemos)).filter(
          (name) => !LOADING_BY_DESIGN.has(`${pathname}#${name}`),
        );
        return [...loading.map((name) => `${name} still loading`), ...inFlight()];
      },
      // Checked often: a fake server answers in 200 to 700 ms, and each check is one cheap query.
      { message: `${pathname}: demos settle ${when}`, timeout: 20_000, intervals: [50, 100, 200] },
    )
    .toEqual([]);
}

test.describe('every demo of every docs page', () => {
  test.describe.configure({ timeout: 180_000 });
  // A step that cannot act within this fails with its name, not at the test's three minutes.
  test.use({ viewport: { width: 1280, height: 720 }, actionTimeout: 20_000 });

  test('the sweep covers every product', () => {
    for (const prefix of [
      '/x/react-data-grid/',
      '/x/react-date-pickers/',
      '/x/react-charts/',
      '/x/react-tree-view/',
    ]) {
      expect(DEMO_PAGES.filter((page) => page.pathname.startsWith(prefix)).length, prefix).toBeGreaterThan(8);
    }
  });

  for (const { pathname, demos } of DEMO_PAGES) {
    test(`${pathname}: ${demos} demos render without errors`, async ({ page }) => {
      await stubAdNetwork(page);
      const { problems, inFlight } = watchProblems(page);
      const response = await page.goto(pathname);
      expect(response?.status(), pathname).toBe(200);
      await expect(page.locator('article h1')).toBeVisible();
      const drawn = DRAWN.find(([prefix]) => pathname.startsWith(prefix))?.[1] ?? '*';

      const figures = page.locator('figure.demo');
      await expect(figures).toHaveCount(demos);
      for (let index = 0; index < demos; index += 1) {
        const figure = figures.nth(index);
        const name = await figure.getAttribute('id');
        // Scrolled by the page itself: Playwright's scrollIntoViewIfNeeded first waits for the box to
        // be stable, which a demo that animates on mount can keep it from being for minutes.
        await figure.evaluate((element) => element.scrollIntoView({ block: 'center' }));
        const live = figure.locator('.demo-live');
        await expect(live, `${name} mounted`).toHaveAttribute('data-loaded', '', { timeout: 30_000 });
        await expect(live.locator(drawn).first(), `${name} drew`).toBeAttached();
        await expect(figure.locator('.demo-error'), `${name} has no error box`).toHaveCount(0);
      }
      await waitForDemosToSettle(page, pathname, inFlight, 'at 1280 px');
      expect(problems, `${pathname}\n${problems.join('\n')}`).toEqual([]);
      // Nothing of a demo paints outside its figure, on a desktop and then on a phone, where the
      // page itself must not scroll sideways once its demos are mounted either.
      await expect
        .poll(() => page.evaluate(escapedDemoElements), {
          message: `${pathname} at 1280 px`,
          timeout: LAYOUT_POLL,
        })
        .toEqual([]);
      const desktop = await page.evaluate(demoHeights);
      await page.setViewportSize(PHONE);
      // Measured before the demos react to the new width: a demo whose box lost its height on a
      // phone (a grid sized by its rows renders them all) keeps the page busy for seconds after.
      const phone = await page.evaluate(demoHeights);
      const grown = Object.entries(phone)
        .filter(([name, height]) => {
          const before = desktop[name] ?? 0;
          return height > Math.max(before * PHONE_GROWTH.factor, before + PHONE_GROWTH.px);
        })
        .map(([name, height]) => `${name}: ${desktop[name]} px tall at 1280 px, ${height} px at 412 px`);
      expect(grown, `${pathname}: a demo lost its height on a phone\n${grown.join('\n')}`).toEqual([]);
      // Let the demos see the new width (resize observers run in the next frames) before waiting for them.
      // With a time limit: a clean-clone run once waited three minutes here for frames that never came.
      await page.evaluate(
        () =>
          new Promise((resolve) => {
            requestAnimationFrame(() => requestAnimationFrame(resolve));
            setTimeout(resolve, 500);
          }),
      );
      await waitForDemosToSettle(page, pathname, inFlight, 'at 412 px');
      await expect
        .poll(() => page.evaluate(escapedDemoElements), {
          message: `${pathname} at 412 px`,
          timeout: LAYOUT_POLL,
        })
        .toEqual([]);
      await expect
        .poll(() => page.evaluate(widestElement), { message: `${pathname} at 412 px`, timeout: LAYOUT_POLL })
        .toBeNull();
      expect(problems, `${pathname} at 412 px\n${problems.join('\n')}`).toEqual([]);
    });
  }
});
