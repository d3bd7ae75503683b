import { describe, expect, it } from 'vitest';
import vocabulary from './vocabulary.json';
import { isIgnored, productsNamed, synonymsOf } from './vocabulary';
import { SEARCH_GROUPS } from './groups';

describe('search vocabulary', () => {
  it('is lower-case, names known products and maps every word to at least one other term', () => {
    for (const [word, terms] of Object.entries(vocabulary.synonyms)) {
      expect(word).toBe(word.toLowerCase());
      expect(terms.length).toBeGreaterThan(0);
      for (const term of terms) expect(term).toBe(term.toLowerCase());
    }
    for (const group of Object.keys(vocabulary.products)) expect(SEARCH_GROUPS).toContain(group);
  });

  it("reaches the docs' terms from the reader's words and their other forms", () => {
    expect(synonymsOf('hide')).toContain('visibility');
    expect(synonymsOf('dropdown')).toContain('singleselect');
    expect(synonymsOf('clearable')).toContain('clearing');
    expect(synonymsOf('translateable')).toContain('localization');
    expect(synonymsOf('隐藏').length).toBeGreaterThan(0);
  });

  it('finds the product a query names and the words that only frame a question', () => {
    const named = productsNamed(['datepicker', 'trees']);
    expect([...named].map((group) => SEARCH_GROUPS[group]).sort()).toEqual(['date-pickers', 'tree-view']);
    expect(isIgnored('want')).toBe(true);
    expect(isIgnored('filter')).toBe(false);
  });
});
