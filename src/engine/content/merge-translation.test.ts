import { describe, expect, it } from 'vitest';
import { alignSections, mergeTranslation, splitSections } from './merge-translation';

const english = [
  'Intro.',
  '',
  '## Basics',
  '',
  '<Demo name="Basic" />',
  '',
  '## Added later',
  '',
  'New text.',
  '',
  '<Demo name="AddedLater" />',
  '',
  '## Sorting',
  '',
  '```md',
  '## not a heading',
  '```',
  '',
  '<Demo name="Sorting" />',
  '',
  '### Details',
  '',
  'More.',
  '',
].join('\n');

const chinese = [
  '简介。',
  '',
  '## 基础',
  '',
  '<Demo name="Basic" />',
  '',
  '## 排序',
  '',
  '<Demo name="Sorting" />',
  '',
  '### 细节',
  '',
  '更多。',
  '',
].join('\n');

describe('splitSections', () => {
  it('splits at h2-h4 outside fenced code and records each section’s demos', () => {
    const sections = splitSections(english);
    expect(sections.map((section) => [section.depth, section.demos])).toEqual([
      [0, []],
      [2, ['Basic']],
      [2, ['AddedLater']],
      [2, ['Sorting']],
      [3, []],
    ]);
    expect(sections.map((section) => section.lines.join('\n')).join('\n')).toBe(english);
  });
});

describe('mergeTranslation', () => {
  it('puts a section the translation lacks in its English place, in English', () => {
    const merged = mergeTranslation(english, chinese);
    expect(merged.split('\n').filter((line) => line.startsWith('#'))).toEqual([
      '## 基础',
      '## Added later',
      '## 排序',
      '### 细节',
    ]);
    expect(merged).toContain('简介。');
    expect(merged).toContain('<Demo name="AddedLater" />');
    expect(merged).not.toContain('## Basics');
  });

  it('leaves a translation that follows its English page as it is', () => {
    const full = chinese.replace('## 排序', '## 新增\n\n<Demo name="AddedLater" />\n\n## 排序');
    expect(mergeTranslation(english, full)).toBe(full);
  });

  it('matches a section whose demos changed by the demos it still shares', () => {
    const older = chinese.replace(
      '<Demo name="Sorting" />',
      '<Demo name="Sorting" />\n\n<Demo name="OldDemo" />',
    );
    expect(alignSections(splitSections(english), splitSections(older))).toEqual([
      [0, 0],
      [1, 1],
      [3, 2],
      [4, 3],
    ]);
  });

  it('drops a translated section the English page no longer has', () => {
    const extra = `${chinese}\n## 已删除\n\n<Demo name="Removed" />\n`;
    expect(mergeTranslation(english, extra)).not.toContain('已删除');
  });
});
