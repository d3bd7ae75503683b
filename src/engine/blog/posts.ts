import 'server-only';
import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import { parseBlogFrontmatter, type BlogFrontmatter } from './schema';
import { countWords, readingMinutes } from './reading-time';

/** Folder of the posts: one `<slug>.md` each. */
export const BLOG_DIR = path.join(process.cwd(), 'content', 'blog');

const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** What lists, feeds and post pages need to know about a post, without its body compiled. */
export interface BlogPostSummary extends BlogFrontmatter {
  /** URL segment, from the file name. */
  slug: string;
  /** Site path of the post, `/blog/<slug>`. */
  pathname: string;
  /** Words in the body. */
  words: number;
  /** Estimated reading time in whole minutes. */
  readingMinutes: number;
  /** Markdown body without front matter. */
  body: string;
  /** Absolute path of the source file, for error messages. */
  file: string;
}

/** Reads and validates one post file. */
export function readPostFile(file: string): BlogPostSummary {
  const slug = path.basename(file, '.md');
  if (!SLUG.test(slug)) throw new Error(`Blog post file name must be kebab-case: ${file}`);
  const { data, content } = matter(fs.readFileSync(file, 'utf8'));
  const frontmatter = parseBlogFrontmatter(data, file);
  const words = countWords(content);
  return {
    ...frontmatter,
    slug,
    pathname: `/blog/${slug}`,
    words,
    readingMinutes: readingMinutes(words),
    body: content,
    file,
  };
}

/** Newest first; posts of the same day by title so the order is stable. */
export function sortPosts(posts: BlogPostSummary[]): BlogPostSummary[] {
  return [...posts].sort((a, b) => b.date.localeCompare(a.date) || a.title.localeCompare(b.title));
}

let cached: BlogPostSummary[] | undefined;

/** Every post, newest first, read once per build. */
export function listPosts(dir: string = BLOG_DIR): BlogPostSummary[] {
  if (dir !== BLOG_DIR) return sortPosts(readDir(dir));
  cached ??= sortPosts(readDir(dir));
  return cached;
}

function readDir(dir: string): BlogPostSummary[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((name) => name.endsWith('.md'))
    .map((name) => readPostFile(path.join(dir, name)));
}

/** The post with this slug, or undefined. */
export function findPost(slug: string): BlogPostSummary | undefined {
  return listPosts().find((post) => post.slug === slug);
}

/** The posts either side of `slug` in the list: `newer` above it, `older` below. */
export function adjacentPosts(slug: string): { newer?: BlogPostSummary; older?: BlogPostSummary } {
  const posts = listPosts();
  const index = posts.findIndex((post) => post.slug === slug);
  if (index === -1) return {};
  return { newer: posts[index - 1], older: posts[index + 1] };
}
