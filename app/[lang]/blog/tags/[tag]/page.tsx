import type { Metadata } from 'next';
import { blogListMetadata, listPosts, listTags, postsWithTag, tagPathname } from '@/engine/blog';
import { createT } from '@/engine/shared/i18n/translate';
import { PostList, TagFilter } from '@/components/blog/post-list';

export const dynamicParams = false;

type Params = Promise<{ lang: string; tag: string }>;

/** One page per tag in use, English only. */
export function generateStaticParams() {
  return listTags(listPosts()).map(({ tag }) => ({ lang: 'en', tag }));
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { tag } = await params;
  const count = postsWithTag(listPosts(), tag).length;
  return blogListMetadata(
    tagPathname(tag),
    `Posts tagged #${tag}`,
    `${count} MUI X blog posts about ${tag}.`,
  );
}

export default async function BlogTag({ params }: { params: Params }) {
  const { tag } = await params;
  const t = createT('en');
  const posts = listPosts();
  return (
    <>
      <h1>
        {t('blog.taggedWith')} <span className="blog-h1-tag">#{tag}</span>
      </h1>
      <TagFilter tags={listTags(posts)} current={tag} total={posts.length} t={t} />
      <PostList posts={postsWithTag(posts, tag)} t={t} />
    </>
  );
}
