import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { PrevNext } from './page-parts';

const labels = { previous: 'Previous page', next: 'Next page' };

describe('PrevNext', () => {
  it('lets a long title wrap before its words, its text unchanged', () => {
    const html = renderToStaticMarkup(
      <PrevNext
        prev={{
          href: '/x/api/data-grid/grid-column-header-filter-icon-button',
          title: 'GridColumnHeaderFilterIconButton',
        }}
        next={{ href: '/x/api/data-grid/grid-column-header-item', title: 'GridColumnHeaderItem' }}
        labels={labels}
      />,
    );
    expect(html).toContain('<span class="prev-next-title">Grid<wbr/>Column<wbr/>Header<wbr/>Item</span>');
    expect(html).toContain('rel="prev"');
  });

  it('keeps an empty first cell when there is no previous page', () => {
    const html = renderToStaticMarkup(<PrevNext next={{ href: '/x/b', title: 'Rows' }} labels={labels} />);
    expect(html).toMatch(/^<nav[^>]*><span><\/span><a href="\/x\/b" rel="next"/);
  });
});
