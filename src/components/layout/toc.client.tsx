'use client';
import { useEffect, useState } from 'react';
import type { TocEntry } from '@/engine/markdown/rehype-headings';

/** The page's table of contents with the section being read highlighted. */
export function Toc({ entries, title }: { entries: TocEntry[]; title: string }) {
  const [active, setActive] = useState<string | undefined>(entries[0]?.id);

  useEffect(() => {
    const headings = entries
      .map((entry) => document.getElementById(entry.id))
      .filter((el): el is HTMLElement => el !== null);
    if (headings.length === 0) return;
    const visible = new Set<string>();
    const observer = new IntersectionObserver(
      (records) => {
        for (const record of records) {
          if (record.isIntersecting) visible.add(record.target.id);
          else visible.delete(record.target.id);
        }
        // The first heading on screen wins; when none is, keep the last one passed.
        const first = headings.find((heading) => visible.has(heading.id));
        if (first) setActive(first.id);
      },
      { rootMargin: '-64px 0px -55% 0px' },
    );
    headings.forEach((heading) => observer.observe(heading));
    return () => observer.disconnect();
  }, [entries]);

  if (entries.length === 0) return null;
  return (
    <nav aria-label={title} className="toc">
      <p className="toc-title">{title}</p>
      <ul>
        {entries.map((entry) => (
          <li key={entry.id} className={entry.depth === 3 ? 'toc-depth-3' : undefined}>
            <a href={`#${entry.id}`} aria-current={active === entry.id ? 'location' : undefined}>
              {entry.text}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
