import { describe, expect, it } from 'vitest';
import { phraseFactor, phraseStems } from './phrase';

describe('heading-phrase signal', () => {
  const stems = phraseStems('Server side pagination in DataGrid');

  it("doubles a heading made only of the question's words", () => {
    expect(phraseFactor(stems, 'Server-side pagination')).toBe(2);
  });

  it('gains less for a label that has other words too', () => {
    expect(phraseFactor(stems, 'Server-side data')).toBeCloseTo(1 + (2 / 3) ** 2);
  });

  it('leaves a label that shares one word, or a one-word label, as it was', () => {
    expect(phraseFactor(stems, 'Pagination')).toBe(1);
    expect(phraseFactor(stems, 'Pagination recipes')).toBe(1);
  });

  it('matches other forms of the words and the docs words for the reader words', () => {
    expect(phraseFactor(phraseStems('disable filters'), 'Disabling filtering')).toBe(2);
    expect(phraseFactor(phraseStems('hide columns'), 'Column visibility')).toBe(2);
  });

  it("counts an identifier's parts as words the question says", () => {
    expect(phraseFactor(phraseStems('reset the rowHeight prop'), 'Row height')).toBe(2);
  });

  it('does nothing for a lookup of one word or for framing words', () => {
    expect(phraseStems('rowHeight').size).toBe(0);
    expect(phraseStems('how do I use filter').size).toBe(0);
  });
});
