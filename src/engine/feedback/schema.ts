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
  /** Optional free text; stored as plain text and never rendered as HTML. */
  comment: z.optional(z.string().check(z.maxLength(FEEDBACK_COMMENT_MAX_LENGTH))),
  /** MUI X version the page documented. */
  version: z.string().check(z.minLength(1), z.maxLength(40)),
});

export type FeedbackInput = z.infer<typeof feedbackSchema>;

/** A stored feedback row. */
export interface FeedbackRecord extends Omit<FeedbackInput, 'comment'> {
  comment: string | null;
  /** ISO 8601 time the feedback was received. */
  createdAt: string;
}
