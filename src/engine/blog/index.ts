export { listPosts, findPost, adjacentPosts, type BlogPostSummary } from './posts';
export { listTags, postsWithTag, tagPathname, type BlogTag } from './tags';
export { loadPost, type LoadedPost } from './load-post';
export { blogPathnames } from './paths';
export { buildRssFeed, rfc822, RSS_PATHNAME } from './rss';
export { BLOG_TITLE, BLOG_DESCRIPTION, blogListMetadata, blogPostMetadata } from './metadata';
