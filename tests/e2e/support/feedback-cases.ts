/** Feedback bodies shared by the endpoint specs (SQLite in feedback.spec.ts, PostgreSQL in feedback-postgres.spec.ts). */

/** A valid body for /x/introduction with `comment`. */
export const validFeedback = (comment: string, page = '/x/introduction') =>
  JSON.stringify({ path: page, lang: 'en', rating: 'no', comment, version: '8.0.0' });

/**
 * Hostile or broken requests, each with the status the endpoint must answer; none may store a
 * row whose comment starts with `comment`. [body, content type (default JSON), status]
 */
export function refusedCases(comment: string): Array<[string, string | undefined, number]> {
  const valid = validFeedback(comment);
  return [
    [valid, 'text/plain', 415],
    ['{"path": "/x/intro', undefined, 400],
    [valid.replace('"no"', '"meh"'), undefined, 400],
    [validFeedback(comment + 'x'.repeat(5000)), undefined, 400],
    [validFeedback(comment, '/x/not-a-page'), undefined, 400],
    [validFeedback(comment, 'https://evil.example/x'), undefined, 400],
    [validFeedback(`${comment}\u0007 bell`), undefined, 400],
    [validFeedback(comment + 'x'.repeat(40_000)), undefined, 413],
  ];
}
