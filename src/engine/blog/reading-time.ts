/** Average silent reading speed for technical English, in words per minute. */
export const WORDS_PER_MINUTE = 220;

/**
 * Words a reader meets in a Markdown body: prose and code alike (code is read
 * slowly, which roughly offsets its short tokens). Markup characters are not words.
 */
export function countWords(markdown: string): number {
  const text = markdown
    .replace(/^```.*$/gm, ' ')
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[#>*_`|~-]+/g, ' ');
  return text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

/** Whole minutes, at least one. */
export function readingMinutes(words: number): number {
  return Math.max(1, Math.round(words / WORDS_PER_MINUTE));
}
