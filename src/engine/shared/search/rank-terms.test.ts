import { describe, expect, it } from 'vitest';
import { idf, subjectTerms } from './rank-terms';

describe('query subject terms', () => {
  it("drops the words that only frame a question or an issue's title", () => {
    expect(subjectTerms('How do I add a prop to hide the toolbar')).toEqual(['hide', 'toolbar']);
  });

  it("adds an identifier's parts to a question in words, but not a product name's", () => {
    const terms = subjectTerms('reset columnVisibilityModel in DataGrid');
    expect(terms).toEqual(expect.arrayContaining(['reset', 'columnvisibilitymodel', 'visibility', 'model']));
    expect(terms).toContain('datagrid');
    expect(terms).not.toContain('data');
    expect(terms).not.toContain('grid');
  });

  it('keeps one identifier alone as a name lookup', () => {
    expect(subjectTerms('columnVisibilityModel')).toEqual(['columnvisibilitymodel']);
  });

  it('weighs rare words above common ones', () => {
    expect(idf(10_000, 5)).toBeGreaterThan(idf(10_000, 500));
  });
});
