import { describe, expect, it } from 'vitest';
import { crawl, parsePage, resolveLink, type Fetched } from './link-crawler';

const ORIGIN = 'http://127.0.0.1:1';

function site(pages: Record<string, string>) {
  return async (url: string): Promise<Fetched> => {
    const body = pages[new URL(url).pathname];
    return body === undefined
      ? { status: 404, contentType: 'text/html', body: 'missing' }
      : { status: 200, contentType: 'text/html; charset=utf-8', body };
  };
}

describe('link crawler', () => {
  it('reads ids and anchor hrefs, decoding entities', () => {
    const { ids, links } = parsePage('<h2 id="a&amp;b">x</h2><a class="c" href="/x?a=1&amp;b=2#top">x</a>');
    expect([...ids]).toEqual(['a&b']);
    expect(links).toEqual(['/x?a=1&b=2#top']);
  });

  it('ignores links that leave the site', () => {
    expect(resolveLink('https://github.com/mui', '/x', ORIGIN)).toBeNull();
    expect(resolveLink('mailto:a@b.c', '/x', ORIGIN)).toBeNull();
    expect(resolveLink('#intro', '/x/a', ORIGIN)).toEqual({ path: '/x/a', hash: 'intro' });
  });

  it('names the page of each dead link and missing anchor, following links level by level', async () => {
    const { dead, visited, external } = await crawl(
      ORIGIN,
      ['/a'],
      site({
        '/a': '<a href="/b#here">b</a><a href="/b#gone">b</a><a href="https://example.com">out</a>',
        '/b': '<h2 id="here">Here</h2><a href="/c">c</a><a href="#here">self</a>',
      }),
    );
    expect(visited).toBe(3);
    expect(external).toEqual([{ from: '/a', href: 'https://example.com' }]);
    expect(dead).toEqual([
      { from: '/a', href: '/b#gone', reason: 'no element with id "gone"' },
      { from: '/b', href: '/c', reason: 'HTTP 404' },
    ]);
  });
});
