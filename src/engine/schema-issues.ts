import type { z } from 'zod';

/** A failed parse's error, from `zod` or `zod/mini` (both carry zod's issue list). */
type SchemaError = Pick<z.core.$ZodError, 'issues'>;

/** Where a problem is: the dotted path of the field, or `(root)` for the value itself. */
export function issuePath(issue: z.core.$ZodIssue): string {
  return issue.path.map(String).join('.') || '(root)';
}

/** One `path: message` line per problem zod found, in zod's order. */
export function issueLines(error: SchemaError): string[] {
  return error.issues.map((issue) => `${issuePath(issue)}: ${issue.message}`);
}

/** The fields with a problem, each once: what an API answer names without echoing zod's wording. */
export function issuePaths(error: SchemaError): string[] {
  return [...new Set(error.issues.map(issuePath))];
}

/** An error whose message is `heading:` followed by every problem as an indented bullet. */
export function issuesError(heading: string, error: SchemaError): Error {
  const bullets = issueLines(error).map((line) => `  - ${line}`);
  return new Error([`${heading}:`, ...bullets].join('\n'));
}
