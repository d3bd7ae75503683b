import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { createT } from '@/engine/shared/i18n/translate';
import { ApiLinks } from './api-links';

describe('ApiLinks', () => {
  it('renders the API heading and one link per component, badges for paid plans only', () => {
    const html = renderToStaticMarkup(
      <ApiLinks
        t={createT('zh')}
        links={[
          {
            name: 'DataGrid',
            plan: 'community',
            pathname: '/x/api/data-grid/data-grid',
            href: '/zh/x/api/data-grid/data-grid',
          },
          {
            name: 'DataGridPro',
            plan: 'pro',
            pathname: '/x/api/data-grid/data-grid-pro',
            href: '/zh/x/api/data-grid/data-grid-pro',
          },
        ]}
      />,
    );
    expect(html).toContain('<h2 id="api" class="heading">API 参考<a href="#api"');
    expect(html).toContain('<a href="/zh/x/api/data-grid/data-grid"><code>DataGrid</code></a></li>');
    expect(html).toContain(
      '<a href="/zh/x/api/data-grid/data-grid-pro"><code>DataGridPro</code></a><span class="plan-badge plan-pro"',
    );
    expect(html.match(/plan-badge/g)).toHaveLength(1);
  });

  it('renders nothing without links', () => {
    expect(renderToStaticMarkup(<ApiLinks t={createT('en')} links={[]} />)).toBe('');
  });
});
