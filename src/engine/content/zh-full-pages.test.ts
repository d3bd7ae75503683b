import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { fullTranslationGaps, sectionOutline, untranslatedLines } from './zh-full-pages';

const CONTENT = path.resolve(__dirname, '../../../content');

/**
 * Chinese pages not translated in full yet: their missing sections show in English. Translate the
 * missing sections and take the page off this list (the test fails while a full page is listed).
 * When an English page gains a section or a demo, its Chinese twin stops being full: translate the
 * new section, or list the page here until it is translated.
 */
// Their English pages gained demo sections (issue #33's demo counts) after they were translated:
// those sections show in English, in their English place, until translated.
const PARTIAL = new Set<string>([
  'date-pickers/base-concepts.zh.mdx',
  'date-pickers/custom-components.zh.mdx',
  'date-pickers/date-calendar.zh.mdx',
  'date-pickers/date-picker.zh.mdx',
  'date-pickers/date-range-field.zh.mdx',
  'date-pickers/date-range-picker.zh.mdx',
  'date-pickers/date-time-field.zh.mdx',
  'date-pickers/date-time-picker.zh.mdx',
  'date-pickers/date-time-range-picker.zh.mdx',
  'date-pickers/digital-clock.zh.mdx',
  'date-pickers/lifecycle.zh.mdx',
  'date-pickers/localization.zh.mdx',
  'date-pickers/quickstart.zh.mdx',
  'date-pickers/shortcuts.zh.mdx',
  'date-pickers/time-picker.zh.mdx',
  'date-pickers/time-range-picker.zh.mdx',
  'date-pickers/validation.zh.mdx',
]);

/** Full Chinese pages at least (issue #33 asks for 60; raise it as pages are translated). */
const MIN_FULL = 60;

const ZH_PAGES = readdirSync(CONTENT, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.zh.mdx'))
  .sort();

const read = (file: string) => readFileSync(path.join(CONTENT, file), 'utf8');

function gapsOf(file: string): string[] {
  const english = file.replace(/\.zh\.mdx$/, '.mdx');
  if (!existsSync(path.join(CONTENT, english))) return [`no English twin ${english}`];
  return fullTranslationGaps(read(english), read(file));
}

describe('full Chinese pages', () => {
  it('compares headings and demos, not words', () => {
    const english = 'Intro\n## A\n<Demo name="One" />\n### B\ntext\n```\n## not a heading\n```\n## C';
    expect(sectionOutline(english)).toEqual(['intro', 'h2 One', 'h3', 'h2']);
    expect(fullTranslationGaps(english, '介绍\n## 甲\n<Demo name="One" />\n### 乙\n## 丙')).toEqual([]);
    expect(fullTranslationGaps(english, '介绍\n## 甲\n<Demo name="One" />\n## 丙')).toEqual([
      'section 2: English h3, Chinese h2',
      'section 3: English h2, Chinese (none)',
    ]);
  });

  it('finds prose lines left in English', () => {
    const body =
      '---\ntitle: A page title with many English words here\n---\n中文段落。\nThis sentence was never translated into Chinese at all.\n`a b c d e f g`\n| a | b | c | d | e | f |\n<Demo name="One" />';
    expect(untranslatedLines(body)).toEqual([5]);
  });

  it('lists only existing pages as partial', () => {
    for (const file of PARTIAL) expect(ZH_PAGES).toContain(file);
  });

  it(`counts at least ${MIN_FULL} full Chinese pages`, () => {
    const full = ZH_PAGES.filter((file) => gapsOf(file).length === 0);
    expect(full.length).toBeGreaterThanOrEqual(MIN_FULL);
  });

  it.each(ZH_PAGES)('%s has no prose left in English', (file) => {
    expect(untranslatedLines(read(file)).map((line) => `${file}:${line}`)).toEqual([]);
  });

  it.each(ZH_PAGES)('%s has every section and demo of its English page', (file) => {
    const gaps = gapsOf(file);
    if (PARTIAL.has(file)) expect(gaps, `${file} is full: take it off PARTIAL`).not.toEqual([]);
    else expect(gaps, `${file}: translate what its English page gained, or list it in PARTIAL`).toEqual([]);
  });
});
