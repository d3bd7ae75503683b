/**
 * Where a long identifier or expression may wrap on a narrow screen: after a dot, slash,
 * comma, opening bracket or `|`, and before a capital that follows a lower-case letter or a
 * digit (`apiRef.|current.|getRow|Id`), never leaving a part under four characters. Pure, so both the Markdown pipeline (inline code) and
 * components (prev/next titles) can use it; the caller puts a `<wbr>` between the parts.
 */

/** Shorter text always fits a phone's column; it is left whole. */
export const MIN_BREAKABLE_LENGTH = 12;
/** No part shorter than this before a break: `apiRef` and `getRow` stay whole. */
const MIN_PART_LENGTH = 4;

const BREAK_AFTER = /[./,([{<|]/;
const LOWER_OR_DIGIT = /[\p{Ll}\d]/u;
const UPPER = /\p{Lu}/u;

/** `text` cut at its break points (one part when it is short or has none). */
export function identifierParts(text: string): string[] {
  if (text.length < MIN_BREAKABLE_LENGTH) return [text];
  const parts: string[] = [];
  let start = 0;
  for (let index = 1; index < text.length; index += 1) {
    const before = text[index - 1];
    const at = text[index];
    const afterPunctuation = BREAK_AFTER.test(before) && /[\p{L}\d_$]/u.test(at);
    const camelHump = LOWER_OR_DIGIT.test(before) && UPPER.test(at);
    if ((afterPunctuation || camelHump) && index - start >= MIN_PART_LENGTH) {
      parts.push(text.slice(start, index));
      start = index;
    }
  }
  parts.push(text.slice(start));
  return parts;
}
