import { describe, expect, it } from 'vitest';
import vocabulary from './vocabulary.json';
import { isIgnored, productHinted, productsNamed, synonymsOf } from './vocabulary';
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

  it('keys a Chinese reader word as the character pair the query is split into', () => {
    for (const word of Object.keys(vocabulary.synonyms)) {
      if (/[^\x00-\x7f]/.test(word)) expect(Array.from(word)).toHaveLength(2);
    }
    // Longer docs terms are matched by their pairs; English ones reach untranslated pages.
    expect(synonymsOf('翻译')).toEqual(expect.arrayContaining(['本地', '地化', 'localization']));
    expect(synonymsOf('冻结')).toContain('pinning');
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
    const chinese = productsNamed(['日期', '期选', '选择', '择器'], '日期选择器 禁用过去的日期');
    expect([...chinese].map((group) => SEARCH_GROUPS[group])).toEqual(['date-pickers']);
    expect(productsNamed(['选择'], '选择').size).toBe(0);
    expect(isIgnored('want')).toBe(true);
    expect(isIgnored('filter')).toBe(false);
  });

  it('finds the one product that words such as "dates" or "rows" point to, none when they disagree', () => {
    expect(SEARCH_GROUPS[productHinted(['default', 'selected', 'date'])]).toBe('date-pickers');
    expect(SEARCH_GROUPS[productHinted(['节点', '图标'])]).toBe('tree-view');
    expect(productHinted(['date', 'column', 'filter'])).toBe(-1);
    expect(productHinted(['export'])).toBe(-1);
  });

  it('lets a generic product word yield to the product the other words point to, unless compounded', () => {
    const charts = SEARCH_GROUPS.indexOf('charts');
    const grid = SEARCH_GROUPS.indexOf('data-grid');
    // "axis grid" is a chart's grid; "filtering a tree view" is still about the tree view.
    expect(productsNamed(['axis', 'grid'], '', charts).size).toBe(0);
    expect([...productsNamed(['filtering', 'tree', 'view'], '', grid)].map((g) => SEARCH_GROUPS[g])).toEqual([
      'tree-view',
    ]);
    expect([...productsNamed(['grid', 'rows'], '', grid)].map((g) => SEARCH_GROUPS[g])).toEqual([
      'data-grid',
    ]);
  });
});
