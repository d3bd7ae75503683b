import { describe, expect, it } from 'vitest';
import { exactKey, indexTerms, queryTerms, shardOf, stemKey, stemOf } from './tokenize';

describe('search tokenizer', () => {
  it('indexes a camelCase name whole and by its parts, the parts lighter', () => {
    const terms = new Map(indexTerms('rowHeight'));
    expect(terms.get('rowheight')).toBe(1);
    expect(terms.get('row')).toBeLessThan(1);
    expect(terms.get('height')).toBeLessThan(1);
  });

  it('keeps word boundaries in exact keys so a prop and a title of the same words differ', () => {
    expect(exactKey('rowHeight')).toBe('=rowheight');
    expect(exactKey('Row height')).toBe('=row height');
    expect(shardOf(exactKey('Row height'))).toBe(shardOf('rowheight'));
  });

  it('splits Chinese into character pairs and drops English stop words', () => {
    expect(queryTerms('数据表格')).toEqual(['数据', '据表', '表格']);
    expect(queryTerms('the data grid')).toEqual(['data', 'grid']);
    expect(shardOf('表格')).toBe('表');
  });

  it('gives other forms of a word the same stem', () => {
    expect(stemOf('migrate')).toBe(stemOf('migration'));
    expect(stemOf('charts')).toBe(stemOf('chart'));
    expect(stemOf('tables')).toBe(stemOf('table'));
    expect(stemOf('class')).toBe('class');
    // Porter stems (the `stemmer` package), not only plural and -ing endings.
    expect(stemOf('localize')).toBe(stemOf('localization'));
    expect(stemOf('filtered')).toBe('filter');
    expect(stemOf('grouped')).toBe(stemOf('grouping'));
    expect(stemOf('rowheight')).toBe('rowheight');
  });

  it('indexes a word and its stem at the same weight', () => {
    const terms = new Map(indexTerms('Localization'));
    expect(terms.get('localization')).toBe(1);
    expect(terms.get(stemOf('localization'))).toBe(1);
  });

  it('keys a whole name by its stems in any order, only when that adds something', () => {
    expect(stemKey('Row grouping')).toBe(stemKey('grouped rows'));
    expect(stemKey('Sorting')).toBe('~sort');
    expect(stemKey('rowHeight')).toBeNull();
    expect(shardOf(stemKey('Sorting')!)).toBe('so');
  });
});
