/**
 * Crawls the site's own pages from start paths, following every internal `<a href>`,
 * and reports links whose page does not answer 200 or whose `#anchor` is not an id
 * on that page. Only HTML tags are read, not the RSC payload, so a link counts when a
 * visitor (or a crawler without JavaScript) can follow it.
 */

/** One link that does not resolve, named by the page it was found on. */
export interface DeadLink {
  from: string;
  href: string;
  reason: string;
}

/** A link that leaves the site, named by the page it was found on. */
export interface ExternalLink {
  from: string;
  href: string;
}

/** What a fetch returned, as far as the crawler cares. */
export interface Fetched {
  status: number;
  contentType: string;
  body: string;
}

interface CrawledPage {
  status: number;
  ids: Set<string>;
  links: string[];
}

const LINK = /<a\b[^>]*?\shref="([^"]*)"/g;
const ID = /\sid="([^"]*)"/g;

function decode(value: string): string {
  return value
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

/** The ids a page defines and the hrefs of its anchors. */
export function parsePage(html: string): { ids: Set<string>; links: string[] } {
  const ids = new Set([...html.matchAll(ID)].map((match) => decode(match[1])));
  const links = [...html.matchAll(LINK)].map((match) => decode(match[1]));
  return { ids, links };
}

/** Resolves `href` found on `page` to a same-site path and anchor, or null when it leaves the site. */
export function resolveLink(
  href: string,
  page: string,
  origin: string,
): { path: string; hash: string } | null {
  if (/^(mailto:|tel:|javascript:)/i.test(href)) return null;
  const url = new URL(href, `${origin}${page}`);
  if (url.origin !== origin) return null;
  return { path: url.pathname, hash: decodeURIComponent(url.hash.slice(1)) };
}

async function mapLimit<T>(items: T[], limit: number, run: (item: T) => Promise<void>): Promise<void> {
  let index = 0;
  const worker = async () => {
    while (index < items.length) await run(items[index++]);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

/**
 * Crawls from `starts`, level by level, and returns the dead links, the number of pages fetched
 * and the http(s) links that leave the site.
 */
export async function crawl(
  origin: string,
  starts: string[],
  fetchPage: (url: string) => Promise<Fetched>,
  concurrency = 8,
): Promise<{ dead: DeadLink[]; visited: number; external: ExternalLink[] }> {
  const pages = new Map<string, CrawledPage>();
  const links: { from: string; href: string; path: string; hash: string }[] = [];
  const external: ExternalLink[] = [];
  let frontier = [...new Set(starts)];
  while (frontier.length > 0) {
    const found = new Set<string>();
    await mapLimit(frontier, concurrency, async (path) => {
      const { status, contentType, body } = await fetchPage(`${origin}${path}`);
      const html = status === 200 && contentType.includes('text/html');
      // Non-HTML files (feeds, images, Markdown twins) only need to exist; they are not crawled.
      const parsed = html ? parsePage(body) : { ids: new Set<string>(), links: [] };
      pages.set(path, { status, ...parsed });
      for (const href of parsed.links) {
        const target = resolveLink(href, path, origin);
        if (!target) {
          if (/^https?:\/\//i.test(href)) external.push({ from: path, href });
          continue;
        }
        links.push({ from: path, href, ...target });
        if (!pages.has(target.path)) found.add(target.path);
      }
    });
    frontier = [...found].filter((path) => !pages.has(path));
  }
  const dead = new Map<string, DeadLink>();
  for (const { from, href, path, hash } of links) {
    const page = pages.get(path);
    if (!page) continue;
    let reason: string | null = null;
    if (page.status !== 200) reason = `HTTP ${page.status}`;
    else if (hash && !page.ids.has(hash)) reason = `no element with id "${hash}"`;
    if (reason) dead.set(`${from} ${href}`, { from, href, reason });
  }
  return { dead: [...dead.values()], visited: pages.size, external };
}
