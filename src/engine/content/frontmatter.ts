import { z } from 'zod';
import { issuesError } from '../schema-issues';

/** Front matter every content page starts with. */
export const frontmatterSchema = z
  .object({
    /** Page title, shown as the H1 and in `<title>`. */
    title: z.string().min(1),
    /** One sentence for search results and social previews. */
    description: z.string().min(20).max(200),
    /** Exported React components the page documents; links API pages back to it. */
    components: z.array(z.string().regex(/^[A-Z][A-Za-z0-9]*$/)).optional(),
    /** The plan the page's features need. */
    plan: z.enum(['pro', 'premium']).optional(),
  })
  .strict();

export type Frontmatter = z.infer<typeof frontmatterSchema>;

/** Validates front matter, failing with the file name and every bad field. */
export function parseFrontmatter(data: unknown, file: string): Frontmatter {
  const result = frontmatterSchema.safeParse(data);
  if (!result.success) {
    throw issuesError(`Invalid front matter in ${file}`, result.error);
  }
  return result.data;
}
