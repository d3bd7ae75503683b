import type { Metadata } from 'next';
import { adjacentPosts, blogPostMetadata, findPost, listPosts, loadPost } from '@/engine/blog';
import { createT } from '@/engine/shared/i18n/translate';
import { PostArticle } from '@/components/blog/post-article';

export const dynamicParams = false;

type Params = Promise<{ lang: string; slug: string }>;

/** One page per post, English only (`/zh/blog/<slug>` redirects). */
export function generateStaticParams() {
  return listPosts().map((post) => ({ lang: 'en', slug: post.slug }));
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { slug } = await params;
  return blogPostMetadata(findPost(slug)!);
}

export default async function BlogPost({ params }: { params: Params }) {
  const { slug } = await params;
  const loaded = await loadPost(slug);
  return <PostArticle loaded={loaded} {...adjacentPosts(slug)} t={createT('en')} />;
}
