import type { Element, ElementContent, Properties } from 'hast';
import { StaticHtml } from '@/components/shared/static-html';
import { toHtml } from 'hast-util-to-html';
import type { SidebarItem } from '@/engine/route-data';
import { chipSpecs, type ChipLabels } from './chips';

export interface SidebarLabels extends ChipLabels {
  /** Accessible name of the navigation landmark. */
  nav: string;
}

const element = (tagName: string, properties: Properties, children: ElementContent[]): Element => ({
  type: 'element',
  tagName,
  properties,
  children,
});
const text = (value: string): ElementContent => ({ type: 'text', value });

function titleAndChips(item: SidebarItem, labels: SidebarLabels): ElementContent[] {
  return [
    element('span', {}, [text(item.title)]),
    ...chipSpecs(item, labels).map((spec) =>
      element('span', { className: spec.className.split(' '), title: spec.title }, [text(spec.text)]),
    ),
  ];
}

function entry(item: SidebarItem, labels: SidebarLabels): Element {
  const children = () =>
    element(
      'ul',
      {},
      (item.children ?? []).map((child) => entry(child, labels)),
    );
  if (item.kind === 'group' && item.subheader) {
    return element('li', { className: ['nav-subheader'] }, [
      element('span', { className: ['nav-subheader-title'] }, titleAndChips(item, labels)),
      children(),
    ]);
  }
  if (item.kind === 'group') {
    // Native disclosure: collapsible without any JavaScript.
    return element('li', { className: ['nav-group'] }, [
      element('details', { open: item.open || undefined }, [
        element('summary', {}, titleAndChips(item, labels)),
        children(),
      ]),
    ]);
  }
  const link = item.href
    ? element(
        'a',
        {
          href: item.href,
          ariaCurrent: item.current ? 'page' : undefined,
          dataCurrent: item.current || undefined,
        },
        titleAndChips(item, labels),
      )
    : element('span', { className: ['nav-planned'] }, titleAndChips(item, labels));
  return element('li', { className: ['nav-page'] }, [link]);
}

/** The navigation tree's list items as HTML. */
export function sidebarHtml(items: SidebarItem[], labels: SidebarLabels): string {
  return toHtml(items.map((item) => entry(item, labels)));
}

/**
 * The navigation tree, server-rendered; groups holding the current page start open. It is
 * static HTML handed to React as one block: as elements, its 800-odd nodes were all in every
 * page's payload and all hydrated on every page, for links that need no JavaScript. As a static
 * island it is not in the payload either (it was 67 KB of every page's payload as one string).
 */
export function Sidebar({ items, labels }: { items: SidebarItem[]; labels: SidebarLabels }) {
  return (
    <nav aria-label={labels.nav} className="sidebar-nav">
      <StaticHtml as="ul" html={sidebarHtml(items, labels)} />
    </nav>
  );
}
