import { BLOG_DESCRIPTION, BLOG_TITLE, buildRssFeed, listPosts } from '@/engine/blog';
import { SITE } from '@/config/site';

// Built once at build time: the feed changes only when a post does.
export const dynamic = 'force-static';

/** The blog's RSS 2.0 feed. Lives outside `[lang]`: the proxy leaves paths with an extension alone. */
export function GET() {
  const xml = buildRssFeed(listPosts(), {
    origin: SITE.origin,
    title: BLOG_TITLE,
    description: BLOG_DESCRIPTION,
  });
  return new Response(xml, { headers: { 'Content-Type': 'application/rss+xml; charset=utf-8' } });
}
