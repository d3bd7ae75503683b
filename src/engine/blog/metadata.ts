import type { Metadata } from 'next';
import { RSS_PATHNAME } from './rss';
import type { BlogPostSummary } from './posts';

/** Name of the blog in titles and the feed. */
export const BLOG_TITLE = 'MUI X blog';
/** One line about the blog, for the list page and the feed. */
export const BLOG_DESCRIPTION =
  'Release notes in prose, how-to guides and engineering stories from the MUI X team: Data Grid, Date and Time Pickers, Charts and Tree View.';

/** The feed as a `<link rel="alternate">` on every blog page. */
const FEED = { 'application/rss+xml': [{ url: RSS_PATHNAME, title: BLOG_TITLE }] };

/** Metadata of a blog list page (all posts or one tag). */
export function blogListMetadata(pathname: string, title: string, description: string): Metadata {
  return {
    title,
    description,
    alternates: { canonical: pathname, types: FEED },
    openGraph: { title, description, type: 'website', url: pathname, locale: 'en_US' },
  };
}

/** Metadata of a post: canonical URL and an Open Graph article with its date, authors and tags. */
export function blogPostMetadata(post: BlogPostSummary): Metadata {
  return {
    title: post.title,
    description: post.description,
    authors: post.authors.map((name) => ({ name })),
    keywords: post.tags,
    alternates: { canonical: post.pathname, types: FEED },
    openGraph: {
      type: 'article',
      title: post.title,
      description: post.description,
      url: post.pathname,
      locale: 'en_US',
      publishedTime: `${post.date}T00:00:00Z`,
      authors: post.authors,
      tags: post.tags,
    },
  };
}
