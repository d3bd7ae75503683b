import { describe, expect, it } from 'vitest';
import { parseBlogFrontmatter } from './schema';

const valid = {
  title: 'A post',
  date: '2026-01-02',
  authors: ['Ada'],
  tags: ['data-grid'],
  description: 'One sentence that says what the post is about.',
};

describe('blog front matter', () => {
  it('accepts a valid post and keeps the date as a day string', () => {
    expect(parseBlogFrontmatter(valid, 'a.md').date).toBe('2026-01-02');
  });

  it('accepts a YAML date, which gray-matter parses into a Date', () => {
    expect(parseBlogFrontmatter({ ...valid, date: new Date('2025-05-06T00:00:00Z') }, 'a.md').date).toBe(
      '2025-05-06',
    );
  });

  it('names the file and every bad field', () => {
    expect(() =>
      parseBlogFrontmatter(
        { title: '', date: 'May 6', authors: [], tags: ['Data Grid'] },
        'content/blog/x.md',
      ),
    ).toThrow(
      /Invalid blog front matter in content\/blog\/x\.md:[\s\S]*title[\s\S]*date[\s\S]*authors[\s\S]*tags[\s\S]*description/,
    );
  });

  it('rejects unknown fields', () => {
    expect(() => parseBlogFrontmatter({ ...valid, draft: true }, 'b.md')).toThrow(/b\.md/);
  });
});
