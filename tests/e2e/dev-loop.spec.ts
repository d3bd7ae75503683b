import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';

/**
 * The writer's loop (issue 37): `npm run dev` on a copy of one page (`DOCS_CONTENT_DIR`, a folder
 * inside the project that holds only that page and its demo), then edits to the copy. The dev
 * server compiles the route on the first request, so this spec has a Playwright project of its own
 * that runs after the others (playwright.config.ts), with a long timeout. Alone:
 * `npx playwright test --no-deps tests/e2e/dev-loop.spec.ts`.
 */
const ROOT = process.cwd();
const PORT = Number(process.env.E2E_PORT ?? 3100) + 11;
const ORIGIN = `http://127.0.0.1:${PORT}`;
const CONTENT = path.join(ROOT, 'tmp', `e2e-dev-content-${PORT}`);
const KEY = 'tree-view/overview';
const URL_PATH = '/x/react-tree-view';
const FILE = path.join(CONTENT, `${KEY}.mdx`);

test.describe.configure({ mode: 'serial', timeout: 360_000 });

let server: ChildProcess | undefined;
let output = '';
let original = '';

test.beforeAll(async () => {
  fs.rmSync(CONTENT, { recursive: true, force: true });
  fs.mkdirSync(path.dirname(FILE), { recursive: true });
  fs.copyFileSync(path.join(ROOT, 'content', `${KEY}.mdx`), FILE);
  fs.cpSync(path.join(ROOT, 'content', KEY, 'demos'), path.join(CONTENT, KEY, 'demos'), { recursive: true });
  original = fs.readFileSync(FILE, 'utf8');
  server = spawn(process.execPath, ['scripts/dev.mjs', '-H', '127.0.0.1', '-p', String(PORT)], {
    cwd: ROOT,
    detached: true,
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', DOCS_CONTENT_DIR: CONTENT },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-6000));
  server.stdout?.on('data', keep);
  server.stderr?.on('data', keep);
});

test.afterAll(async () => {
  if (server?.pid && server.exitCode === null) {
    const exited = new Promise((resolve) => server!.once('exit', resolve));
    process.kill(-server.pid, 'SIGTERM');
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))]);
    if (server.exitCode === null) process.kill(-server.pid, 'SIGKILL');
  }
  fs.rmSync(CONTENT, { recursive: true, force: true });
  // Its registry points into the copy: the next `npm run dev` writes a fresh one.
  fs.rmSync(path.join(ROOT, 'generated', 'dev'), { recursive: true, force: true });
});

function edit(change: (text: string) => string) {
  fs.writeFileSync(FILE, change(original));
}

test('an edited page shows on refresh, and a broken one shows its problems until fixed', async ({ page }) => {
  // The first request compiles the route: minutes on a busy 2-core machine.
  await expect
    .poll(
      () =>
        fetch(ORIGIN + URL_PATH).then(
          (response) => response.status,
          () => 0,
        ),
      {
        timeout: 300_000,
        intervals: [1000],
        message: `next dev did not answer:\n${output}`,
      },
    )
    .toBe(200);
  await page.goto(ORIGIN + URL_PATH);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tree View');
  // The page's demo runs: its module was compiled on this first visit (generated/dev/).
  await expect(page.locator('figure.demo#ProjectTree').getByRole('tree')).toBeVisible({ timeout: 180_000 });

  edit((text) =>
    text.replace('title: Tree View', 'title: Tree View, edited').concat('\nA paragraph added in the copy.\n'),
  );
  await expect(async () => {
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tree View, edited', { timeout: 1000 });
  }).toPass({ timeout: 20_000 });
  await expect(page.getByText('A paragraph added in the copy.')).toBeVisible();

  // A misspelt demo and a dead link: the build's checks, shown on the page with file, line and the nearest name.
  edit((text) =>
    text
      .replace('<Demo name="ProjectTree" />', '<Demo name="ProjectTre" />')
      .replace('(/x/introduction/licensing)', '(/x/introduction/licensin)'),
  );
  const problems = page.locator('[data-page-problems]');
  await expect(async () => {
    await page.reload();
    await expect(problems).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 20_000 });
  const file = `tmp/e2e-dev-content-${PORT}/${KEY}.mdx`;
  // The 1-based lines of the two mistakes in the page as it is now (front matter included).
  const lineOf = (needle: string) => original.split('\n').findIndex((line) => line.includes(needle)) + 1;
  await expect(problems).toContainText(`${file}:${lineOf('<Demo name="ProjectTree" />')}`);
  await expect(problems).toContainText('Unknown demo "ProjectTre"');
  await expect(problems).toContainText('Did you mean ProjectTree?');
  await expect(problems).toContainText(`${file}:${lineOf('(/x/introduction/licensing)')}`);
  await expect(problems).toContainText('dead link /x/introduction/licensin');
  await expect(problems).toContainText('Did you mean /x/introduction/licensing?');

  edit((text) => text);
  await expect(async () => {
    await page.reload();
    await expect(problems).toHaveCount(0, { timeout: 1000 });
  }).toPass({ timeout: 20_000 });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tree View');
  await expect(page.locator('figure.demo#ProjectTree')).toBeVisible();
});
