/**
 * The page-feedback payload, shared by the form (which checks before sending)
 * and the endpoint (which trusts nothing). `zod/mini` keeps the form's bundle small.
 */
import * as z from 'zod/mini';
import { LANGUAGES } from '../paths';
import { FEEDBACK_COMMENT_MAX_LENGTH, FEEDBACK_PATH_MAX_LENGTH } from './limits';

export { FEEDBACK_COMMENT_MAX_LENGTH, FEEDBACK_PATH_MAX_LENGTH };

export const feedbackSchema = z.object({
  /** Page the feedback is about: its pathname without language, e.g. `/x/introduction`. */
  path: z.string().check(z.maxLength(FEEDBACK_PATH_MAX_LENGTH), z.regex(/^\/x(\/[a-z0-9-]+)+$/)),
  /** Language the page was read in. */
  lang: z.enum(LANGUAGES),
  /** Whether the page helped. */
  rating: z.enum(['yes', 'no']),
  /** Optional free text; stored as plain text and never rendered as HTML. No control characters but tab and line breaks. */
  comment: z.optional(
    z
      .string()
      .check(
        z.maxLength(FEEDBACK_COMMENT_MAX_LENGTH),
        z.regex(/^[^\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]*$/),
      ),
  ),
  /** MUI X version the page documented: a semantic version such as `8.29.3` or `8.0.0-alpha.9`. */
  version: z
    .string()
    .check(z.maxLength(40), z.regex(/^\d{1,4}\.\d{1,4}\.\d{1,4}(?:-[0-9A-Za-z]+(?:\.[0-9A-Za-z]+)*)?$/)),
});

export type FeedbackInput = z.infer<typeof feedbackSchema>;

/** A stored feedback row. */
export interface FeedbackRecord extends Omit<FeedbackInput, 'comment'> {
  comment: string | null;
  /** ISO 8601 time the feedback was received. */
  createdAt: string;
}
