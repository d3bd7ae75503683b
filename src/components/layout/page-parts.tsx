import type { RouteData, TitledLink } from '@/engine/route-data';

/** Where the page sits in the tree; groups are not links. */
export function Breadcrumbs({ items, label }: { items: RouteData['breadcrumbs']; label: string }) {
  if (items.length === 0) return null;
  return (
    <nav aria-label={label} className="breadcrumbs">
      <ol>
        {items.map((item) => (
          <li key={item.title}>
            {item.href ? <a href={item.href}>{item.title}</a> : <span>{item.title}</span>}
          </li>
        ))}
      </ol>
    </nav>
  );
}

/** Links to the previous and next pages in reading order. */
export function PrevNext({
  prev,
  next,
  labels,
}: {
  prev?: TitledLink;
  next?: TitledLink;
  labels: { previous: string; next: string };
}) {
  return (
    <nav className="prev-next" aria-label={`${labels.previous} / ${labels.next}`}>
      {prev ? (
        <a href={prev.href} rel="prev" className="prev">
          <span className="prev-next-label">{labels.previous}</span>
          <span className="prev-next-title">{prev.title}</span>
        </a>
      ) : (
        <span />
      )}
      {next && (
        <a href={next.href} rel="next" className="next">
          <span className="prev-next-label">{labels.next}</span>
          <span className="prev-next-title">{next.title}</span>
        </a>
      )}
    </nav>
  );
}
