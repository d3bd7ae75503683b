import type { SidebarItem } from '@/engine/route-data';
import { Chips, type ChipLabels } from './chips';

export interface SidebarLabels extends ChipLabels {
  /** Accessible name of the navigation landmark. */
  nav: string;
}

function Entry({ item, labels }: { item: SidebarItem; labels: SidebarLabels }) {
  if (item.kind === 'group' && item.subheader) {
    return (
      <li className="nav-subheader">
        <span className="nav-subheader-title">{item.title}</span>
        <ul>
          {item.children?.map((child) => (
            <Entry key={child.key} item={child} labels={labels} />
          ))}
        </ul>
      </li>
    );
  }
  if (item.kind === 'group') {
    return (
      <li className="nav-group">
        {/* Native disclosure: collapsible without any JavaScript. */}
        <details open={item.open || undefined}>
          <summary>{item.title}</summary>
          <ul>
            {item.children?.map((child) => (
              <Entry key={child.key} item={child} labels={labels} />
            ))}
          </ul>
        </details>
      </li>
    );
  }
  return (
    <li className="nav-page">
      {item.href ? (
        <a
          href={item.href}
          aria-current={item.current ? 'page' : undefined}
          data-current={item.current || undefined}
        >
          <span>{item.title}</span>
          <Chips item={item} labels={labels} />
        </a>
      ) : (
        <span className="nav-planned">
          <span>{item.title}</span>
          <Chips item={item} labels={labels} />
        </span>
      )}
    </li>
  );
}

/** The navigation tree, server-rendered; groups holding the current page start open. */
export function Sidebar({ items, labels }: { items: SidebarItem[]; labels: SidebarLabels }) {
  return (
    <nav aria-label={labels.nav} className="sidebar-nav">
      <ul>
        {items.map((item) => (
          <Entry key={item.key} item={item} labels={labels} />
        ))}
      </ul>
    </nav>
  );
}
