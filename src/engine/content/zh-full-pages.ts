/**
 * Whether a translation is "full": the same H2/H3 sections, in the same order, embedding the same
 * demos, as its English twin. A full translation never shows an English section on a /zh page
 * (see merge-translation.ts). Pure: callers pass the two bodies.
 */
import { proseOnly } from '../i18n/zh-glossary';
import { splitSections } from './merge-translation';

/** `h2` / `h3` plus the demos each section embeds (an H4's demos count for its parent). */
export function sectionOutline(body: string): string[] {
  const outline: string[] = [];
  for (const section of splitSections(body.replace(/^---\n[\s\S]*?\n---\n/, ''))) {
    if (section.depth === 2 || section.depth === 3) outline.push(`h${section.depth}`);
    else if (outline.length === 0) outline.push('intro');
    const last = outline.length - 1;
    if (section.demos.length > 0) outline[last] = `${outline[last]} ${section.demos.join(' ')}`;
  }
  return outline;
}

/** The differences that keep a translation from being full; empty when it is full. */
export function fullTranslationGaps(englishBody: string, translatedBody: string): string[] {
  const english = sectionOutline(englishBody);
  const translated = sectionOutline(translatedBody);
  const gaps: string[] = [];
  for (let index = 0; index < Math.max(english.length, translated.length); index += 1) {
    if (english[index] !== translated[index]) {
      gaps.push(
        `section ${index}: English ${english[index] ?? '(none)'}, Chinese ${translated[index] ?? '(none)'}`,
      );
    }
  }
  return gaps;
}

const CJK = /[\u4e00-\u9fff]/;

/**
 * 1-based numbers of prose lines left in English: six or more words and no Chinese character,
 * outside front matter, code blocks, inline code, link targets, tables and JSX lines.
 */
export function untranslatedLines(translatedBody: string): number[] {
  const frontMatterEnd = translatedBody.startsWith('---\n') ? translatedBody.indexOf('\n---', 3) + 4 : 0;
  const frontMatterLines = translatedBody.slice(0, frontMatterEnd).split('\n').length;
  const lines: number[] = [];
  proseOnly(translatedBody)
    .split('\n')
    .forEach((line, index) => {
      if ((frontMatterEnd > 0 && index < frontMatterLines) || /^\s*[<|]/.test(line)) return;
      const prose = line.replace(/\]\([^)]*\)/g, ']');
      if (!CJK.test(prose) && (prose.match(/[A-Za-z]{2,}/g) ?? []).length >= 6) lines.push(index + 1);
    });
  return lines;
}
