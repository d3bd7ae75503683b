import { z } from 'zod';
import { issuePath } from '../schema-issues';
import { lineOf, PageProblemsError, repoPath, suggest, type PageProblem } from './page-problems';

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
    /**
     * Words readers use for what the page teaches that its title, headings and description do not
     * ("hide" for column visibility, an old API name): search matches them, the page never shows them.
     */
    keywords: z
      .array(z.string().regex(/^[A-Za-z0-9][A-Za-z0-9 .-]{1,38}[A-Za-z0-9]$/))
      .max(16)
      .optional(),
  })
  .strict();

export type Frontmatter = z.infer<typeof frontmatterSchema>;

const FIELDS = Object.keys(frontmatterSchema.shape);
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Each problem zod found, at its field's line of `raw` (the file's text), with the nearest field or value. */
function problemsOf(error: z.ZodError, data: unknown, file: string, raw = ''): PageProblem[] {
  return error.issues.flatMap((issue) => {
    const keys = issue.code === 'unrecognized_keys' ? issue.keys : [String(issue.path[0] ?? '')];
    return keys.map((key) => {
      const values = issue.code === 'invalid_value' ? issue.values.map(String) : undefined;
      const given = data && typeof data === 'object' ? (data as Record<string, unknown>)[key] : undefined;
      const suggestion =
        issue.code === 'unrecognized_keys'
          ? suggest(key, FIELDS)
          : values && typeof given === 'string'
            ? suggest(given, values)
            : undefined;
      const field =
        issue.code === 'unrecognized_keys'
          ? `${key}: unknown field`
          : `${issuePath(issue)}: ${issue.message}`;
      return {
        file: repoPath(file),
        line: lineOf(raw, new RegExp(`^${escape(key)}\\s*:`)),
        message: field,
        suggestion,
      };
    });
  });
}

/** Validates front matter, failing with the file name, and every bad field with its line when `raw` is given. */
export function parseFrontmatter(data: unknown, file: string, raw?: string): Frontmatter {
  const result = frontmatterSchema.safeParse(data);
  if (!result.success) {
    throw new PageProblemsError(`Invalid front matter in ${file}`, problemsOf(result.error, data, file, raw));
  }
  return result.data;
}
