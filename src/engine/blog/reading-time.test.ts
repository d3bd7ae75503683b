import { describe, expect, it } from 'vitest';
import { countWords, readingMinutes, WORDS_PER_MINUTE } from './reading-time';

describe('reading time', () => {
  it('counts words, not Markdown syntax', () => {
    expect(countWords('## A heading\n\nSome **bold** text with a [link](/x/y).\n\n- item')).toBe(9);
  });

  it('counts code but not the fences', () => {
    expect(countWords('```tsx\nconst a = 1;\n```')).toBe(3);
  });

  it('rounds to whole minutes, at least one', () => {
    expect(readingMinutes(10)).toBe(1);
    expect(readingMinutes(WORDS_PER_MINUTE * 4)).toBe(4);
    expect(readingMinutes(WORDS_PER_MINUTE * 4.6)).toBe(5);
  });
});
