import path from 'node:path';
import Database from 'better-sqlite3';
import { expect, test, type APIRequestContext } from './support/fixtures';
import { refusedCases, validFeedback as valid } from './support/feedback-cases';

/** The database the server started by Playwright writes to. */
const DB_FILE = path.resolve(process.env.FEEDBACK_DB_PATH || path.join(process.cwd(), 'data', 'feedback.db'));

interface Row {
  path: string;
  lang: string;
  rating: string;
  comment: string | null;
  version: string;
  created_at: string;
}

function rowsWithComment(comment: string): Row[] {
  const db = new Database(DB_FILE, { readonly: true, fileMustExist: true });
  try {
    return db.prepare<[string], Row>('SELECT * FROM feedback WHERE comment LIKE ?').all(`${comment}%`);
  } finally {
    db.close();
  }
}

/** A client address unlikely to be shared with another test (or a repeat of this one). */
const randomAddress = () =>
  `10.${Array.from({ length: 3 }, () => Math.floor(Math.random() * 256)).join('.')}`;
const unique = (label: string) => `${label} ${Date.now()}-${Math.random().toString(36).slice(2)}`;

test.describe('page feedback', () => {
  test('yes with a comment is stored, and thanks are shown', async ({ page }) => {
    const comment = unique('<img src=x onerror=alert(1)> clearer examples please');
    await page.goto('/x/introduction');
    const box = page.getByTestId('page-feedback');
    await expect(box).toContainText('Was this page helpful?');
    await box.getByRole('button', { name: 'Yes' }).click();
    await box.getByLabel('How can we improve this page? (optional)').fill(comment);
    await box.getByRole('button', { name: 'Submit' }).click();
    await expect(box).toHaveText('Thanks for your feedback!');
    const rows = rowsWithComment(comment);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ path: '/x/introduction', lang: 'en', rating: 'yes', comment });
    expect(rows[0].version).toMatch(/^\d+\.\d+\.\d+/);
    expect(Date.now() - Date.parse(rows[0].created_at)).toBeLessThan(60_000);
  });

  test('an API reference page has the same feedback box, stored under its path', async ({ page }) => {
    const comment = unique('say which props are controlled');
    await page.goto('/zh/x/api/date-pickers/date-picker');
    const box = page.getByTestId('page-feedback');
    await box.getByRole('button', { name: '否' }).click();
    await box.getByRole('textbox').fill(comment);
    await box.getByRole('button', { name: '提交' }).click();
    await expect(box).toHaveText('感谢您的反馈！');
    expect(rowsWithComment(comment)).toMatchObject([
      { path: '/x/api/date-pickers/date-picker', lang: 'zh', rating: 'no', comment },
    ]);
  });

  test('a failing endpoint shows the error and keeps the comment', async ({ page }) => {
    const comment = unique('never arrives');
    await page.route('**/api/feedback', (route) => route.abort('failed'));
    await page.goto('/zh/x/introduction');
    const box = page.getByTestId('page-feedback');
    await box.getByRole('button', { name: '否' }).click();
    await box.getByRole('textbox').fill(comment);
    await box.getByRole('button', { name: '提交' }).click();
    await expect(box.getByRole('alert')).toHaveText('无法提交反馈，请稍后再试。');
    await expect(box.getByRole('textbox')).toHaveValue(comment);

    await page.goto('/x/introduction');
    await box.getByRole('button', { name: 'No' }).click();
    await box.getByRole('textbox').fill(comment);
    await box.getByRole('button', { name: 'Submit' }).click();
    await expect(box.getByRole('alert')).toHaveText("Couldn't submit feedback. Please try again later.");
    await expect(box.getByRole('textbox')).toHaveValue(comment);
    expect(rowsWithComment(comment)).toHaveLength(0);
  });
});

test.describe('feedback endpoint', () => {
  // Each test is its own client for the rate limiter: the server trusts one proxy
  // (TRUST_PROXY_HOPS=1, see playwright.config.ts), played here by the test.
  const post = (
    request: APIRequestContext,
    client: string,
    data: string,
    type = 'application/json',
    forwarded = client,
  ) =>
    request.post('/api/feedback', { headers: { 'content-type': type, 'x-forwarded-for': forwarded }, data });

  test('refuses bad input with a JSON 4xx and stores nothing', async ({ request }) => {
    const client = randomAddress();
    const comment = unique('bad input');
    for (const [body, type, status] of refusedCases(comment)) {
      const response = await post(request, client, body, type);
      expect(response.status(), body.slice(0, 60)).toBe(status);
      expect(await response.json()).toHaveProperty('error');
    }
    expect(rowsWithComment(comment)).toHaveLength(0);
  });

  test('limits one client, whatever it writes before the proxy entry', async ({ request }) => {
    const client = randomAddress();
    const limit = Number(process.env.FEEDBACK_RATE_LIMIT) || 10;
    const statuses: number[] = [];
    for (let i = 0; i <= limit; i += 1) {
      // A fresh made-up address each time, left of the one the proxy appended.
      const forwarded = `198.51.100.${i}, ${client}`;
      statuses.push((await post(request, client, valid(unique('rate')), 'text/plain', forwarded)).status());
    }
    expect(statuses.slice(0, limit).every((status) => status === 415)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });
});
