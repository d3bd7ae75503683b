import type { MDXComponents } from 'mdx/types';
import type { BlogPostSummary, LoadedPost } from '@/engine/blog';
import { CopyButton } from '@/components/mdx/copy-button.client';
import { PackageManagerTabs } from '@/components/mdx/package-manager-tabs.client';
import { PostMeta, PostTags } from './post-meta';
import type { Translate } from '@/engine/shared/i18n/translate';

/** Elements the docs' Markdown pipeline emits that need a component: code copy buttons, install tabs and wide tables. */
function postComponents(t: Translate): MDXComponents {
  const labels = { copy: t('demo.copy'), copied: t('demo.copied') };
  return {
    'copy-slot': (props: { 'data-code'?: string }) => (
      <CopyButton code={props['data-code'] ?? ''} labels={labels} />
    ),
    // A post's npm install block gets the same package-manager tabs as a docs page.
    'package-manager-tabs': (props: { 'data-id'?: string }) => (
      <PackageManagerTabs id={props['data-id'] ?? 'install'} label={t('code.packageManager')} />
    ),
    table: (props) => (
      <div className="table-scroll">
        <table {...props} />
      </div>
    ),
  };
}

function AdjacentLink({
  post,
  label,
  className,
}: {
  post?: BlogPostSummary;
  label: string;
  className: string;
}) {
  if (!post) return null;
  return (
    <a className={className} href={post.pathname}>
      <span className="prev-next-label">{label}</span>
      <span>{post.title}</span>
    </a>
  );
}

export interface PostArticleProps {
  loaded: LoadedPost;
  newer?: BlogPostSummary;
  older?: BlogPostSummary;
  t: Translate;
}

/** A whole post: back link, title, meta, body, tags and the posts either side. */
export function PostArticle({ loaded: { post, Content }, newer, older, t }: PostArticleProps) {
  return (
    <article className="blog-post">
      <a className="blog-back" href="/blog">
        ← {t('blog.back')}
      </a>
      <h1>{post.title}</h1>
      <PostMeta post={post} t={t} />
      <PostTags tags={post.tags} label={t('blog.tags')} />
      <div className="content blog-body">
        <Content components={postComponents(t)} />
      </div>
      <nav className="prev-next blog-adjacent" aria-label={t('blog.morePosts')}>
        <AdjacentLink post={newer} label={t('blog.newer')} className="prev" />
        <AdjacentLink post={older} label={t('blog.older')} className="next" />
      </nav>
    </article>
  );
}
