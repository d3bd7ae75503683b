import { expect, test, type Page } from './support/fixtures';
import { resolveLegacyPath } from '../../src/engine/seo/legacy-redirects';
import { OFFICIAL_MOVES } from '../../src/engine/seo/official-urls';

test.describe('AI and SEO outputs', () => {
  test('llms.txt lists docs and API pages with a description, grouped by product', async ({ request }) => {
    const response = await request.get('/llms.txt');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('text/plain; charset=utf-8');
    const text = await response.text();
    expect(text).toMatch(/^# MUI X/);
    expect(text).toContain('## Data Grid\n');
    expect(text).toMatch(
      /- \[Editing\]\(http[^)]+\/x\/react-data-grid\/editing\): Let users change cell values/,
    );
    expect(text).toMatch(/- \[DataGrid\]\(http[^)]+\/x\/api\/data-grid\/data-grid\): \S/);
  });

  test('a Markdown twin inlines its demos’ code; API twins are tables', async ({ request }) => {
    const docs = await request.get('/x/react-data-grid/editing.md');
    expect(docs.status()).toBe(200);
    expect(docs.headers()['content-type']).toBe('text/markdown; charset=utf-8');
    const markdown = await docs.text();
    expect(markdown).toMatch(/^# Data Grid - Editing\n\nLet users change/);
    expect(markdown).toContain('```tsx title="CellEditingGrid.tsx"\nimport * as React from');
    expect(markdown).not.toContain('<Demo');

    const zh = await request.get('/zh/x/react-data-grid/editing.md');
    expect(zh.status()).toBe(200);
    expect(await zh.text()).toContain('export default function CellEditingGrid()');

    const api = await request.get('/x/api/data-grid/data-grid.md');
    expect(api.status()).toBe(200);
    expect(await api.text()).toMatch(/\| `rowHeight` \| `number` \| `52` \|/);

    expect((await request.get('/x/no-such-page.md')).status()).toBe(404);
  });

  test('"Copy page as Markdown" puts the page’s Markdown on the clipboard', async ({
    page,
    context,
    baseURL,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
    await page.goto('/x/react-data-grid/editing');
    const button = page.getByRole('button', { name: 'Copy page as Markdown' });
    await expect(button).toHaveText('Copy page');
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(button).toHaveText('Copied');
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toMatch(/^# Data Grid - Editing/);
    expect(copied).toContain('export default function CellEditingGrid()');
    // Back to its label after 1.2 s.
    await expect(button).toHaveText('Copy page', { timeout: 3000 });

    await page.goto('/x/api/data-grid/data-grid');
    await page.getByRole('button', { name: 'Copy page as Markdown' }).click();
    await expect(page.getByRole('button', { name: 'Copy page as Markdown' })).toHaveText('Copied');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/^# DataGrid API/);
  });

  test('robots.txt allows crawling, points at the sitemap, keeps out the playground and API', async ({
    request,
  }) => {
    const text = await (await request.get('/robots.txt')).text();
    expect(text).toMatch(/User-Agent: \*/i);
    expect(text).toContain('Allow: /');
    expect(text).toContain('Disallow: /playground');
    expect(text).toContain('Disallow: /api/');
    expect(text).toMatch(/Sitemap: https?:\/\/\S+\/sitemap\.xml/);
  });

  for (const pathname of ['/x/react-data-grid/editing', '/zh/x/api/data-grid/data-grid']) {
    test(`${pathname} has a canonical link and its own Open Graph image`, async ({ page, request }) => {
      await page.goto(pathname);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        'href',
        new RegExp(`^https?://[^/]+${pathname}$`),
      );
      await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', /\S/);
      await expect(page.locator('meta[property="og:description"]')).toHaveAttribute('content', /\S/);
      await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute(
        'content',
        'summary_large_image',
      );
      const image = await page.locator('meta[property="og:image"]').getAttribute('content');
      const canonicalPage = pathname.replace(/^\/zh/, '');
      expect(image).toMatch(new RegExp(`^https?://[^/]+/og${canonicalPage}\\.png$`));
      const response = await request.get(new URL(image!).pathname);
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toBe('image/png');
      expect((await response.body()).subarray(1, 4).toString()).toBe('PNG');
    });
  }
});

const LEGACY = [
  '/components/data-grid',
  '/components/data-grid/editing',
  '/components/pickers',
  '/components/date-picker',
  '/components/date-time-picker',
  '/components/date-pickers/validation',
  '/components/tree-view',
  '/components/charts',
  '/api/data-grid/data-grid',
  '/api/date-picker',
  '/x/react-data-grid/getting-started',
  // This site's own earlier Data Grid addresses, now at the official ones.
  '/x/react-data-grid/selection',
  '/zh/x/react-data-grid/editing-persistence',
  '/x/migration-data-grid-v7-to-v8',
  '/zh/x/migration-date-pickers-lab-to-v5',
  '/x/react-charts/getting-started',
];

test.describe('legacy redirects', () => {
  for (const from of LEGACY) {
    test(`${from} redirects permanently to a page that exists`, async ({ request }) => {
      const to = resolveLegacyPath(from)!;
      const response = await request.get(from, { maxRedirects: 0 });
      expect(response.status()).toBe(308);
      expect(new URL(response.headers()['location'], 'http://site.test').pathname).toBe(to);
      expect((await request.get(to)).status()).toBe(200);
    });
  }

  test('each official v8 address this site has elsewhere redirects to its page and section, in both languages', async ({
    request,
  }) => {
    test.setTimeout(120_000);
    const problems: string[] = [];
    const moves = OFFICIAL_MOVES.flatMap(([from, to]) => [
      [from, to],
      [`/zh${from}`, `/zh${to}`],
    ]);
    const pages = new Map<string, string>();
    for (const [from, to] of moves) {
      // As the official site links them, with a trailing slash: Next drops it (308), then the move.
      const response = await request.get(`${from}/`, { maxRedirects: 0 });
      const first = response.headers()['location'] ?? '';
      const second = await request.get(first, { maxRedirects: 0 });
      const location = new URL(second.headers()['location'] ?? '', 'http://site.test');
      if (second.status() !== 308 || `${location.pathname}${location.hash}` !== to) {
        problems.push(`${from}/ → ${first} → ${second.status()} ${location.pathname}${location.hash}`);
        continue;
      }
      const [page, anchor] = to.split('#');
      if (!pages.has(page)) {
        const target = await request.get(page);
        pages.set(page, target.status() === 200 ? await target.text() : '');
      }
      if (!pages.get(page)) problems.push(`${to}: not a page`);
      else if (anchor && !pages.get(page)!.includes(` id="${anchor}"`))
        problems.push(`${to}: no id ${anchor}`);
    }
    expect(problems).toEqual([]);
  });

  test('the feedback endpoint is not redirected', async ({ request }) => {
    const response = await request.get('/api/feedback', { maxRedirects: 0 });
    expect(response.status()).not.toBe(308);
  });
});

test.describe('security headers', () => {
  const check = (headers: Record<string, string>) => {
    const csp = headers['content-security-policy'];
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'self'");
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).toMatch(/script-src 'self' 'unsafe-inline' https:\/\/ads\.docs\.invalid(;|$)/);
    expect(csp).toContain("form-action 'self' https://stackblitz.com https://codesandbox.io");
    expect(headers['strict-transport-security']).toMatch(/max-age=\d+/);
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  };

  test('on a page, a Markdown twin and the feedback endpoint', async ({ request }) => {
    check((await request.get('/x/introduction')).headers());
    check((await request.get('/x/introduction.md')).headers());
    check((await request.post('/api/feedback', { data: {} })).headers());
  });

  async function violations(page: Page, pathname: string) {
    const found: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy|Refused to/i.test(message.text())) found.push(message.text());
    });
    await page.route('https://ads.docs.invalid/feed.json', (route) => route.fulfill({ json: { ads: [] } }));
    await page.route('https://ads.docs.invalid/ad.js', (route) =>
      route.fulfill({ body: '', contentType: 'text/javascript' }),
    );
    await page.goto(pathname);
    await page.waitForLoadState('networkidle');
    return found;
  }

  // Pages with demos are checked by the demo sweep (tests/e2e/demo-sweep.spec.ts), which fails on a
  // CSP violation while it mounts every demo of every docs page.
  for (const pathname of ['/x/introduction', '/x/api/data-grid/data-grid']) {
    test(`no CSP violation on ${pathname}`, async ({ page }) => {
      expect(await violations(page, pathname)).toEqual([]);
    });
  }
});
