import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { LinkedType } from './linked-type';

describe('LinkedType', () => {
  const links = { GridColDef: '/x/api/data-grid/grid-col-def' };

  it('links a type name that has an interface page', () => {
    const html = renderToStaticMarkup(<LinkedType text="readonly GridColDef[]" links={links} />);
    expect(html).toContain('<a href="/x/api/data-grid/grid-col-def"');
    expect(html).toContain('>GridColDef</a>[]');
  });

  it('leaves names that only exist on Object.prototype as text', () => {
    // A charts type spells out `toString(): string`; the lookup once found Object's method
    // and handed a function to the page as an href, which failed the prerender.
    const html = renderToStaticMarkup(
      <LinkedType text="{ toString(): string; valueOf(): number }" links={links} />,
    );
    expect(html).not.toContain('<a');
    expect(html).toContain('toString(): string');
  });
});
