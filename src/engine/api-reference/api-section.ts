/** Pure helpers of a guide's closing "API" section, safe to import from components. */

/** Anchor of the generated section, also its table-of-contents entry. */
export const API_SECTION_ID = 'api';

/**
 * Whether the page body already has its own `## API` section. Those written by hand annotate
 * props or link interfaces the front matter does not list, so the generated list stays out
 * (and its `#api` anchor would clash with theirs).
 */
export function hasHandWrittenApiSection(markdown: string): boolean {
  return /^##[ \t]+API[ \t]*$/m.test(markdown);
}
