import type { Metadata } from 'next';
import { BLOG_DESCRIPTION, blogListMetadata, listPosts, listTags } from '@/engine/blog';
import { createT } from '@/engine/shared/i18n/translate';
import { PostList, TagFilter } from '@/components/blog/post-list';

export const dynamicParams = false;

/** Blog paths are never translated: only English is built (`/zh/blog` redirects). */
export function generateStaticParams() {
  return [{ lang: 'en' }];
}

export const metadata: Metadata = blogListMetadata('/blog', 'Blog', BLOG_DESCRIPTION);

export default function BlogIndex() {
  const t = createT('en');
  const posts = listPosts();
  return (
    <>
      <h1>{t('blog.title')}</h1>
      <p className="blog-lead">{t('blog.intro')}</p>
      <TagFilter tags={listTags(posts)} total={posts.length} t={t} />
      <PostList posts={posts} t={t} />
    </>
  );
}
