import type { BlogPostSummary } from './posts';

/** Channel details of the feed. */
export interface FeedChannel {
  /** Absolute site origin, e.g. `https://mui.com`. */
  origin: string;
  title: string;
  description: string;
}

/** Site path of the feed; outside `[lang]` because the proxy leaves paths with extensions alone. */
export const RSS_PATHNAME = '/blog/rss.xml';

function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/** RFC 822 date of a `YYYY-MM-DD` day at midnight UTC, as RSS 2.0 requires. */
export function rfc822(day: string): string {
  return new Date(`${day}T00:00:00Z`).toUTCString();
}

/** An RSS 2.0 document listing `posts` (already sorted newest first). */
export function buildRssFeed(posts: BlogPostSummary[], channel: FeedChannel): string {
  const link = (pathname: string) => escapeXml(`${channel.origin}${pathname}`);
  const items = posts.map((post) =>
    [
      '    <item>',
      `      <title>${escapeXml(post.title)}</title>`,
      `      <link>${link(post.pathname)}</link>`,
      `      <guid isPermaLink="true">${link(post.pathname)}</guid>`,
      `      <pubDate>${rfc822(post.date)}</pubDate>`,
      `      <description>${escapeXml(post.description)}</description>`,
      ...post.authors.map((author) => `      <dc:creator>${escapeXml(author)}</dc:creator>`),
      ...post.tags.map((tag) => `      <category>${escapeXml(tag)}</category>`),
      '    </item>',
    ].join('\n'),
  );
  const lastBuild = posts[0] ? `\n    <lastBuildDate>${rfc822(posts[0].date)}</lastBuildDate>` : '';
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">
  <channel>
    <title>${escapeXml(channel.title)}</title>
    <link>${link('/blog')}</link>
    <description>${escapeXml(channel.description)}</description>
    <language>en</language>${lastBuild}
    <atom:link href="${link(RSS_PATHNAME)}" rel="self" type="application/rss+xml"/>
${items.join('\n')}
  </channel>
</rss>
`;
}
