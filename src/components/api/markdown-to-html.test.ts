import { describe, expect, it } from 'vitest';
import { markdownToHtml } from './markdown-to-html';

describe('markdownToHtml', () => {
  it('renders code, links and paragraphs', () => {
    const html = markdownToHtml('Use `rows`.\n\nSee [sorting](/x/react-data-grid/sorting).');
    expect(html).toContain('<code>rows</code>');
    expect(html).toContain('<a href="/x/react-data-grid/sorting">sorting</a>');
    expect(html.match(/<p>/g)).toHaveLength(2);
  });

  it('drops raw HTML', () => {
    expect(markdownToHtml('a <script>alert(1)</script> b')).not.toContain('<script');
  });

  it('returns nothing for an empty description', () => {
    expect(markdownToHtml('  ')).toBe('');
  });
});
