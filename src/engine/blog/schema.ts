import { z } from 'zod';
import { issuesError } from '../schema-issues';

/** `YYYY-MM-DD`; YAML turns an unquoted date into a Date, so both forms are accepted. */
const day = z.union([z.date().transform((date) => date.toISOString().slice(0, 10)), z.iso.date()]);

/** Tags are URL segments (`/blog/tags/<tag>`), so they are lower-case kebab-case words. */
const tag = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'tags are lower-case kebab-case');

/** Front matter every blog post starts with. */
export const blogFrontmatterSchema = z
  .object({
    /** Post title, shown as the H1 and in `<title>`. */
    title: z.string().min(1),
    /** Publication day (`YYYY-MM-DD`, UTC); orders the list and dates the feed. */
    date: day,
    /** Who wrote the post, as displayed. */
    authors: z.array(z.string().min(1)).min(1),
    /** Topics; each gets a filtered list page. */
    tags: z.array(tag).min(1),
    /** One or two sentences for the list, the feed and link previews. */
    description: z.string().min(20).max(240),
  })
  .strict();

export type BlogFrontmatter = z.infer<typeof blogFrontmatterSchema>;

/** Validates a post's front matter, failing with the file name and every bad field. */
export function parseBlogFrontmatter(data: unknown, file: string): BlogFrontmatter {
  const result = blogFrontmatterSchema.safeParse(data);
  if (!result.success) {
    throw issuesError(`Invalid blog front matter in ${file}`, result.error);
  }
  return result.data;
}
