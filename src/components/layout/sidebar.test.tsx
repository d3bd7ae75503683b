import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { SidebarItem } from '@/engine/route-data';
import { Sidebar, sidebarHtml } from './sidebar';

const labels = {
  nav: 'Main navigation',
  pro: 'Pro',
  premium: 'Premium',
  new: 'New',
  planned: 'Planned',
  unstable: 'Unstable',
};

const items: SidebarItem[] = [
  {
    key: '/x/react-data-grid-group',
    title: 'Data Grid',
    kind: 'group',
    open: true,
    children: [
      {
        key: '/x/react-data-grid',
        title: 'Overview',
        href: '/x/react-data-grid',
        kind: 'page',
        current: true,
      },
      {
        key: '/x/react-data-grid/main-features',
        title: 'Main features',
        kind: 'group',
        subheader: true,
        newFeature: true,
        children: [
          {
            key: '/x/a',
            title: 'Row grouping',
            href: '/x/a',
            kind: 'page',
            plan: 'premium',
            newFeature: true,
          },
          { key: '/x/b', title: 'Pivoting <beta> & more', kind: 'page', planned: true },
        ],
      },
    ],
  },
  { key: '/x/charts-group', title: 'Charts', kind: 'group', plan: 'pro', children: [] },
];

describe('sidebar', () => {
  it('writes the tree as plain HTML: groups as disclosures, the current page marked', () => {
    const html = sidebarHtml(items, labels);
    expect(html).toContain(
      '<li class="nav-group"><details open><summary><span>Data Grid</span></summary><ul>',
    );
    expect(html).toContain(
      '<a href="/x/react-data-grid" aria-current="page" data-current><span>Overview</span></a>',
    );
    expect(html).toContain(
      '<li class="nav-subheader"><span class="nav-subheader-title"><span>Main features</span><span class="chip chip-new">New</span></span>',
    );
    expect(html).toContain(
      '<span>Row grouping</span><span class="plan-badge plan-premium" title="Premium">Premium</span><span class="chip chip-new">New</span>',
    );
    // A group that does not hold the current page starts closed; groups carry their badges too.
    expect(html).toContain(
      '<details><summary><span>Charts</span><span class="plan-badge plan-pro" title="Pro">Pro</span></summary>',
    );
  });

  it('escapes titles and keeps planned pages unlinked', () => {
    const html = sidebarHtml(items, labels);
    expect(html).toContain(
      '<span class="nav-planned"><span>Pivoting &#x3C;beta> &#x26; more</span><span class="chip chip-planned">Planned</span></span>',
    );
  });

  it('hands React the list as one static block inside the labelled landmark', () => {
    const markup = renderToStaticMarkup(<Sidebar items={items} labels={labels} />);
    // A static island: HTML in the page, not repeated in its payload (shared/static-html.tsx).
    expect(markup).toMatch(
      /^<nav aria-label="Main navigation" class="sidebar-nav"><ul data-static-html="[0-9a-f-]{36}"><li class="nav-group">/,
    );
  });
});
