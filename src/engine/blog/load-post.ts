import { allPagePathnames } from '../nav';
import { playgroundPathnames } from '../playground';
import { compileMdx, type CompiledPage } from '../markdown/compile';
import { findPost, listPosts, type BlogPostSummary } from './posts';

/** A post ready to render: its summary and compiled body. */
export interface LoadedPost extends CompiledPage {
  post: BlogPostSummary;
}

let knownPathnames: Set<string> | undefined;

/** Pages a post may link to: docs, API pages, playgrounds and other posts. Checked at build. */
function linkTargets(): Set<string> {
  knownPathnames ??= new Set([
    ...allPagePathnames(),
    ...playgroundPathnames(),
    '/blog',
    ...listPosts().map((post) => post.pathname),
  ]);
  return knownPathnames;
}

const cache = new Map<string, Promise<LoadedPost>>();

/**
 * Compiles a post with the docs' Markdown pipeline (Shiki at build time,
 * heading anchors, checked links). The `.md` file name makes MDX parse it as
 * plain Markdown, so a post cannot run JSX.
 */
export function loadPost(slug: string): Promise<LoadedPost> {
  let loaded = cache.get(slug);
  if (!loaded) {
    const post = findPost(slug);
    if (!post) throw new Error(`No blog post ${slug}: expected content/blog/${slug}.md`);
    loaded = compileMdx(post.body, {
      file: post.file,
      pageKey: `blog/${slug}`,
      lang: 'en',
      knownPathnames: linkTargets(),
    }).then((compiled) => ({ ...compiled, post }));
    cache.set(slug, loaded);
  }
  return loaded;
}
