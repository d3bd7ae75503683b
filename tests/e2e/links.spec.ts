import { expect, test } from './support/fixtures';
import { crawl } from './support/link-crawler';

// Every page reachable from the two home pages is fetched once (about 1,700 with zh), so this test gets time.
test.setTimeout(600_000);

test('every internal link and #anchor reachable from the home pages, landing, blog and templates resolves', async ({
  request,
  baseURL,
}) => {
  const origin = new URL(baseURL ?? 'http://127.0.0.1:3100').origin;
  const { dead, visited } = await crawl(
    origin,
    ['/x/introduction', '/zh/x/introduction', '/x', '/zh/x', '/blog', '/x/templates'],
    async (url) => {
      // Redirects are followed: a link to a redirecting path still lands on a page.
      const response = await request.get(url, { maxRedirects: 5 });
      return {
        status: response.status(),
        contentType: response.headers()['content-type'] ?? '',
        body: await response.text(),
      };
    },
  );
  const report = dead.map((link) => `${link.from} → ${link.href} (${link.reason})`).join('\n');
  expect(report, `dead links found while crawling ${visited} pages`).toBe('');
  expect(visited).toBeGreaterThan(100);
});
