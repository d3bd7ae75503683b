import { listPosts } from './posts';
import { listTags, tagPathname } from './tags';

/**
 * Every blog page's path (list, posts, tag lists), for the sitemap. Blog paths
 * are never translated, so there is one path per page and no alternates.
 */
export function blogPathnames(): string[] {
  const posts = listPosts();
  return [
    '/blog',
    ...posts.map((post) => post.pathname),
    ...listTags(posts).map(({ tag }) => tagPathname(tag)),
  ];
}
