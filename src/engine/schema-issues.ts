import type { z } from 'zod';

/** Where a problem is: the dotted path of the field, or `(root)` for the value itself. */
export function issuePath(issue: z.core.$ZodIssue): string {
  return issue.path.map(String).join('.') || '(root)';
}

/** One `path: message` line per problem zod found, in zod's order. */
export function issueLines(error: z.ZodError): string[] {
  return error.issues.map((issue) => `${issuePath(issue)}: ${issue.message}`);
}

/** The fields with a problem, each once: what an API answer names without echoing zod's wording. */
export function issuePaths(error: z.ZodError): string[] {
  return [...new Set(error.issues.map(issuePath))];
}

/** An error whose message is `heading:` followed by every problem as an indented bullet. */
export function issuesError(heading: string, error: z.ZodError): Error {
  const bullets = issueLines(error).map((line) => `  - ${line}`);
  return new Error([`${heading}:`, ...bullets].join('\n'));
}
