import type { BlogPostSummary } from '@/engine/blog';
import type { Translate } from '@/engine/shared/i18n/translate';

const DATE_FORMAT = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

/** The day a post was published, readable and machine-readable. */
export function PostDate({ date }: { date: string }) {
  return <time dateTime={date}>{DATE_FORMAT.format(new Date(`${date}T00:00:00Z`))}</time>;
}

/** Date, reading time and authors of a post, on one wrapping line. */
export function PostMeta({ post, t }: { post: BlogPostSummary; t: Translate }) {
  return (
    <p className="blog-meta">
      <PostDate date={post.date} />
      <span aria-hidden="true"> · </span>
      <span className="blog-reading-time">
        {post.readingMinutes} {t('blog.minRead')}
      </span>
      <span aria-hidden="true"> · </span>
      <span className="blog-authors">
        {t('blog.by')} {post.authors.join(', ')}
      </span>
    </p>
  );
}

/** A post's tags, each linking to its filtered list. */
export function PostTags({ tags, label }: { tags: string[]; label: string }) {
  return (
    <ul className="blog-tags" aria-label={label}>
      {tags.map((tag) => (
        <li key={tag}>
          <a className="blog-tag" href={`/blog/tags/${tag}`}>
            #{tag}
          </a>
        </li>
      ))}
    </ul>
  );
}
