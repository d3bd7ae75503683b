import { expect, test, type Page } from './support/fixtures';
import { docsPagePathnames } from '../../src/engine/nav/docs-pages';
import { DEMO_PAGES } from './support/demo-pages';
import { stubAdNetwork, watchProblems } from './support/page-problems';

/**
 * Docs pages the demo sweep (tests/e2e/demo-sweep.spec.ts) does not load: pages without demos,
 * API and migration pages. The sweep makes the same checks on the others with their demos mounted,
 * so each demo is mounted once.
 */
const SWEPT = new Set(DEMO_PAGES.map((page) => page.pathname));
const PAGES = docsPagePathnames().filter((pathname) => !SWEPT.has(pathname));

async function visit(page: Page, pathname: string) {
  await stubAdNetwork(page);
  const { problems } = watchProblems(page);
  const response = await page.goto(pathname);
  expect(response?.status(), pathname).toBe(200);
  await expect(page.locator('article h1')).toBeVisible();

  // Demos of the pages the sweep leaves out (an API or migration page), if any, are mounted here.
  const demos = page.locator('.demo-live');
  const count = await demos.count();
  for (let index = 0; index < count; index += 1) {
    await demos.nth(index).scrollIntoViewIfNeeded();
    await expect(demos.nth(index)).toHaveAttribute('data-loaded', '', { timeout: 20_000 });
  }
  await expect(page.locator('.demo-error')).toHaveCount(0);
  expect(problems, `${pathname}\n${problems.join('\n')}`).toEqual([]);
}

test.describe('every docs page', () => {
  test.describe.configure({ timeout: 60_000 });

  test('pages without demos are left to this spec, the others to the demo sweep', () => {
    expect(SWEPT.size).toBeGreaterThan(100);
    expect(PAGES.length).toBeGreaterThan(0);
    expect(PAGES.length + SWEPT.size).toBe(docsPagePathnames().length);
  });

  for (const pathname of PAGES) {
    test(`${pathname} renders, mounts its demos and logs no error`, async ({ page }) => {
      await visit(page, pathname);
    });
  }
});
