import type { BlogPostSummary, BlogTag } from '@/engine/blog';
import { PostMeta, PostTags } from './post-meta';
import type { Translate } from '@/engine/shared/i18n/translate';

/** Posts as cards: title link, meta line, description and tags. */
export function PostList({ posts, t }: { posts: BlogPostSummary[]; t: Translate }) {
  return (
    <ol className="blog-list">
      {posts.map((post) => (
        <li key={post.slug}>
          <article className="blog-card" aria-labelledby={`post-${post.slug}`}>
            <h2 id={`post-${post.slug}`}>
              <a href={post.pathname}>{post.title}</a>
            </h2>
            <PostMeta post={post} t={t} />
            <p className="blog-description">{post.description}</p>
            <PostTags tags={post.tags} label={t('blog.tags')} />
          </article>
        </li>
      ))}
    </ol>
  );
}

/** Filter by tag: "All" and one link per tag, the current one marked. */
export function TagFilter({
  tags,
  current,
  total,
  t,
}: {
  tags: BlogTag[];
  current?: string;
  total: number;
  t: Translate;
}) {
  return (
    <nav className="blog-tag-filter" aria-label={t('blog.filterByTag')}>
      <ul>
        <li>
          <a href="/blog" aria-current={current ? undefined : 'page'}>
            {t('blog.allPosts')} <span className="blog-count">{total}</span>
          </a>
        </li>
        {tags.map(({ tag, count }) => (
          <li key={tag}>
            <a href={`/blog/tags/${tag}`} aria-current={tag === current ? 'page' : undefined}>
              #{tag} <span className="blog-count">{count}</span>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
