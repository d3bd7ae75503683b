import type { BlogPostSummary } from './posts';

/** A tag and how many posts carry it. */
export interface BlogTag {
  /** The tag as written in front matter; also its URL segment. */
  tag: string;
  /** Number of posts with the tag. */
  count: number;
}

/** Every tag in use, most used first, then alphabetical. */
export function listTags(posts: BlogPostSummary[]): BlogTag[] {
  const counts = new Map<string, number>();
  for (const post of posts) for (const tag of post.tags) counts.set(tag, (counts.get(tag) ?? 0) + 1);
  return [...counts]
    .map(([tag, count]) => ({ tag, count }))
    .sort((a, b) => b.count - a.count || a.tag.localeCompare(b.tag));
}

/** The posts carrying `tag`, keeping the list's order. */
export function postsWithTag(posts: BlogPostSummary[], tag: string): BlogPostSummary[] {
  return posts.filter((post) => post.tags.includes(tag));
}

/** Site path of a tag's list page. */
export function tagPathname(tag: string): string {
  return `/blog/tags/${tag}`;
}
