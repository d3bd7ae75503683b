import { expect, test } from './support/fixtures';
import { crawl } from './support/link-crawler';
import { isOfficialUrl } from '../../src/engine/seo/official-urls';

// Every page reachable from the two home pages is fetched once (about 1,700 with zh), so this test gets time.
test.setTimeout(600_000);

test('every internal link and #anchor reachable from the home pages, landing, blog and templates resolves; no link leaves for a mui.com/x page this site has', async ({
  request,
  baseURL,
}) => {
  const origin = new URL(baseURL ?? 'http://127.0.0.1:3100').origin;
  const { dead, visited, external } = await crawl(
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

  // A link to the official docs should have been rewritten at build when the same address
  // answers here (a page, or a redirect to the page on its topic).
  const official = new Map<string, string>();
  for (const link of external.filter((link) => isOfficialUrl(link.href))) {
    official.set(new URL(link.href).pathname, `${link.from} → ${link.href}`);
  }
  const servedHere: string[] = [];
  for (const [pathname, example] of official) {
    const response = await request.get(`${origin}${pathname}`, { maxRedirects: 5 });
    if (response.status() === 200) servedHere.push(example);
  }
  expect(servedHere, `of ${official.size} mui.com/x addresses linked`).toEqual([]);
});
