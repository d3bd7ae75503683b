/** Feedback limits, apart from the schema so the form can use them without loading zod. */

/** Longest comment accepted, in characters. */
export const FEEDBACK_COMMENT_MAX_LENGTH = 5000;
/** Longest page path accepted. */
export const FEEDBACK_PATH_MAX_LENGTH = 300;
