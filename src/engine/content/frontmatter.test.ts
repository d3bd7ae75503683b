import { describe, expect, it } from 'vitest';
import { parseFrontmatter } from './frontmatter';

describe('front matter', () => {
  const valid = { title: 'Sorting', description: 'Sort the rows of the data grid by one or more columns.' };

  it('accepts a valid page', () => {
    expect(parseFrontmatter({ ...valid, components: ['DataGrid'], plan: 'pro' }, 'a.mdx').plan).toBe('pro');
  });

  it('accepts search keywords, and refuses empty or sentence-long ones', () => {
    const keywords = ['hide columns', 'onNodeSelect', 'v5.x'];
    expect(parseFrontmatter({ ...valid, keywords }, 'a.mdx').keywords).toEqual(keywords);
    expect(() => parseFrontmatter({ ...valid, keywords: [''] }, 'a.mdx')).toThrow(/keywords/);
    expect(() => parseFrontmatter({ ...valid, keywords: ['x'.repeat(41)] }, 'a.mdx')).toThrow(/keywords/);
  });

  it('names the file and every bad field', () => {
    expect(() => parseFrontmatter({ title: '', plan: 'gold' }, 'content/x.mdx')).toThrow(
      /Invalid front matter in content\/x\.mdx:[\s\S]*title[\s\S]*description[\s\S]*plan/,
    );
  });

  it('gives each bad field its line in the file and the nearest valid name', () => {
    const raw = '---\ntitle: Sorting\ndescripton: Sort the rows.\nplan: pr\n---\n';
    const data = { title: 'Sorting', descripton: 'Sort the rows.', plan: 'pr' };
    const error = (() => {
      try {
        return parseFrontmatter(data, 'content/x.mdx', raw);
      } catch (caught) {
        return caught;
      }
    })();
    expect(error).toMatchObject({
      problems: expect.arrayContaining([
        expect.objectContaining({ line: 3, message: 'descripton: unknown field', suggestion: 'description' }),
        expect.objectContaining({ line: 4, suggestion: 'pro' }),
      ]),
    });
  });

  it('rejects unknown fields', () => {
    expect(() => parseFrontmatter({ ...valid, tittle: 'typo' }, 'b.mdx')).toThrow(/b\.mdx/);
  });
});
