import * as React from 'react';
import type { SearchHit } from '@/engine/shared/search/search-client';
import type { SearchLabels } from './search-labels';
import styles from './search-dialog.module.css';

/** Hits grouped by product; groups in the order of their best hit, hits in rank order. */
export function groupHits(hits: SearchHit[]): Array<{ label: string; group: number; hits: SearchHit[] }> {
  const groups = new Map<number, { label: string; group: number; hits: SearchHit[] }>();
  for (const hit of hits) {
    let entry = groups.get(hit.group);
    if (!entry) groups.set(hit.group, (entry = { label: hit.groupLabel, group: hit.group, hits: [] }));
    entry.hits.push(hit);
  }
  return [...groups.values()];
}

/** The other components a merged prop hit stands for: the first three, then an ellipsis. */
function alsoText(also: string[]): string {
  return also.length > 3 ? `${also.slice(0, 3).join(', ')}, …` : also.join(', ');
}

interface SearchResultsProps {
  listId: string;
  hits: SearchHit[];
  active: SearchHit | undefined;
  optionId: (hit: SearchHit) => string;
  labels: SearchLabels;
  /** Query the hits answer and the time it took once its files were loaded; kept on the list for the bench. */
  answered?: string;
  ms?: number;
  resolvedAt?: number;
  onHover: (hit: SearchHit) => void;
  onChoose: (hit: SearchHit) => void;
}

/** The listbox: one labelled group per product, one option per hit. */
export function SearchResults({
  listId,
  hits,
  active,
  optionId,
  labels,
  answered,
  ms,
  resolvedAt,
  onHover,
  onChoose,
}: SearchResultsProps) {
  const listRef = React.useRef<HTMLDivElement>(null);
  React.useEffect(() => {
    const list = listRef.current;
    if (!list || resolvedAt === undefined || ms === undefined || answered === undefined) return;
    // Computing plus rendering, measured once the hits are on screen; read by the bench and tests.
    list.dataset.queryMs = (ms + performance.now() - resolvedAt).toFixed(1);
    list.dataset.query = answered;
  }, [answered, ms, resolvedAt]);
  return (
    <div ref={listRef} id={listId} role="listbox" aria-label={labels.results} className={styles.list}>
      {groupHits(hits).map((group) => (
        <div key={group.group} role="group" aria-labelledby={`${listId}-g${group.group}`}>
          <div id={`${listId}-g${group.group}`} role="presentation" className={styles.groupLabel}>
            {group.label}
          </div>
          {group.hits.map((hit) => (
            <div
              key={hit.href}
              id={optionId(hit)}
              role="option"
              aria-selected={hit === active}
              data-href={hit.href}
              className={styles.option}
              onMouseMove={() => hit !== active && onHover(hit)}
              onClick={() => onChoose(hit)}
            >
              <span className={styles.optionTitle}>
                <span className={styles.kind}>{labels.kinds[hit.kind]}</span>
                {hit.title}
                {hit.also.length > 0 && <span className={styles.heading}>, {alsoText(hit.also)}</span>}
                {hit.heading && <span className={styles.heading}> › {hit.heading}</span>}
              </span>
              {hit.excerpt.length > 0 && (
                <span className={styles.excerpt}>
                  {hit.excerpt.map((part, i) => (part.mark ? <mark key={i}>{part.text}</mark> : part.text))}
                </span>
              )}
            </div>
          ))}
        </div>
      ))}
    </div>
  );
}
