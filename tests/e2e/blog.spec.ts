import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext } from './support/fixtures';
import { tokenColours } from './support/code-colours';
import { JSDOM } from 'jsdom';

/** Posts as the feed lists them: the test's source of truth for "every post". */
async function feedItems(request: APIRequestContext) {
  const response = await request.get('/blog/rss.xml');
  const doc = new new JSDOM('').window.DOMParser().parseFromString(await response.text(), 'application/xml');
  return [...doc.getElementsByTagName('item')].map((item) => ({
    title: item.getElementsByTagName('title')[0].textContent ?? '',
    path: new URL(item.getElementsByTagName('link')[0].textContent ?? '').pathname,
    tags: [...item.getElementsByTagName('category')].map((node) => node.textContent ?? ''),
  }));
}

test.describe('blog', () => {
  test('the feed is RSS served as XML and lists every post', async ({ request, page }) => {
    const response = await request.get('/blog/rss.xml');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/^application\/rss\+xml/);
    const items = await feedItems(request);
    expect(items.length).toBeGreaterThanOrEqual(3);
    await page.goto('/blog');
    const cards = page.locator('.blog-card h2');
    await expect(cards).toHaveText(items.map((item) => item.title));
    await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute(
      'href',
      /\/blog\/rss\.xml$/,
    );
  });

  test('/blog lists every post with its reading time, date and tags, without the docs shell', async ({
    page,
  }) => {
    await page.goto('/blog');
    await expect(page.locator('.site-header')).toHaveCount(0);
    const cards = page.locator('.blog-card');
    await expect(cards).not.toHaveCount(0);
    for (const card of await cards.all()) {
      await expect(card.locator('.blog-reading-time')).toHaveText(/^\d+ min read$/);
      await expect(card.locator('time')).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}$/);
      await expect(card.locator('.blog-tag').first()).toBeVisible();
    }
    const results = await new AxeBuilder({ page }).analyze();
    const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(serious.map((v) => v.id)).toEqual([]);
  });

  test('a tag filter shows only the posts with that tag', async ({ page, request }) => {
    const items = await feedItems(request);
    const tag = 'data-grid';
    await page.goto('/blog');
    await page
      .getByRole('navigation', { name: 'Filter posts by tag' })
      .getByRole('link', { name: `#${tag}` })
      .click();
    await expect(page).toHaveURL(new RegExp(`/blog/tags/${tag}$`));
    await expect(page.getByRole('heading', { level: 1 })).toContainText(`#${tag}`);
    const expected = items.filter((item) => item.tags.includes(tag)).map((item) => item.title);
    expect(expected.length).toBeLessThan(items.length);
    await expect(page.locator('.blog-card h2')).toHaveText(expected);
  });

  test('a post renders its headings, highlighted code, meta and neighbours', async ({ page, request }) => {
    const [newest, second] = await feedItems(request);
    await page.goto(second.path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(second.title);
    await expect(page.locator('.blog-post .blog-reading-time')).toHaveText(/min read/);
    const h2 = page.locator('.blog-body h2').first();
    await expect(h2).toHaveAttribute('id', /.+/);
    await expect(h2.locator('a.heading-anchor')).toHaveAttribute('href', /^#/);
    const code = page.locator('.blog-body .code-block pre.shiki').first();
    await expect(code).toBeVisible();
    expect((await tokenColours(code)).length).toBeGreaterThan(2);
    await expect(page.getByRole('link', { name: /All posts/ }).first()).toHaveAttribute('href', '/blog');
    await expect(page.locator('.blog-adjacent')).toContainText(newest.title);
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article');
    await expect(page.locator('meta[property="article:published_time"]')).toHaveAttribute(
      'content',
      /^\d{4}-/,
    );
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      new RegExp(`${second.path}$`),
    );
  });

  test('dark mode recolours the blog through the body class', async ({ page, request }) => {
    const [post] = await feedItems(request);
    await page.addInitScript(() => localStorage.setItem('mode', 'dark'));
    await page.goto(post.path);
    await expect(page.locator('body')).toHaveClass(/mode-dark/);
    const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    const [r, g, b] = background.match(/\d+/g)!.map(Number);
    expect(r + g + b).toBeLessThan(150);
  });

  test('Chinese blog paths redirect permanently to the unprefixed ones', async ({ request }) => {
    const [post] = await feedItems(request);
    for (const [from, to] of [
      ['/zh/blog', '/blog'],
      [`/zh${post.path}`, post.path],
    ]) {
      const response = await request.get(from, { maxRedirects: 0 });
      expect(response.status(), from).toBe(308);
      expect(new URL(response.headers().location, 'http://x').pathname).toBe(to);
    }
  });
});

test.describe('playground', () => {
  test('the Data Grid overview links to its playground, which mounts the demo without the shell', async ({
    page,
  }) => {
    await page.goto('/x/react-data-grid');
    const link = page.locator('main a[href="/playground/data-grid"]');
    await expect(link).toBeVisible();
    await link.click();
    await expect(page).toHaveURL(/\/playground\/data-grid$/);
    await expect(page.locator('.site-header')).toHaveCount(0);
    await expect(page.locator('nav.sidebar-nav, .sidebar')).toHaveCount(0);
    const live = page.locator('.playground .demo-live');
    await expect(live).toHaveAttribute('data-loaded', '', { timeout: 30_000 });
    await expect(live.getByRole('grid')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Data Grid playground' })).toBeVisible();
    await page.getByRole('link', { name: 'Back to the docs page' }).click();
    await expect(page).toHaveURL(/\/x\/react-data-grid$/);
  });
});
