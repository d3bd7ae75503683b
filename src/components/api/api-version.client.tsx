'use client';

import { useEffect, useId, useState } from 'react';
import { defaultAsOf, existsIn, stillIn } from '@/engine/shared/api-history/as-of';

export interface ApiVersionProps {
  /** Minors the history covers, oldest first; the last one is the documented release. */
  releases: string[];
  /** When the page's own component or interface appeared (undefined: in every release). */
  entryAdded?: string;
  name: string;
  labels: { asOf: string; installed: string; hidden: string; notYetIn: string };
  className?: string;
}

const PARAM = 'version';

/**
 * "API as of 8.N": hides rows and marks added after the chosen minor, shows the rows it had that
 * a later release removed, and puts back the defaults it had. Works on the server-rendered rows of
 * this page only (`data-added`, `data-removed`, `data-since`, `data-default-changes`); the choice
 * is shareable as `?version=8.N`.
 */
export function ApiVersion({ releases, entryAdded, name, labels, className }: ApiVersionProps) {
  const selectId = useId();
  const latest = releases[releases.length - 1];
  const [version, setVersion] = useState(latest);
  const [hidden, setHidden] = useState(0);

  useEffect(() => {
    const asked = new URLSearchParams(window.location.search).get(PARAM);
    if (asked && releases.includes(asked)) setVersion(asked);
  }, [releases]);

  useEffect(() => {
    const root = document.querySelector('article');
    if (!root) return;
    let count = 0;
    for (const row of root.querySelectorAll<HTMLElement>('[data-added]')) {
      const later = !existsIn(row.dataset.added, version);
      row.toggleAttribute('data-later', later);
      if (later) count += 1;
    }
    for (const row of root.querySelectorAll<HTMLElement>('[data-removed]')) {
      row.toggleAttribute('data-still', stillIn(row.dataset.removed, version));
    }
    for (const mark of root.querySelectorAll<HTMLElement>('[data-since]')) {
      mark.toggleAttribute('data-later', !existsIn(mark.dataset.since, version));
    }
    for (const code of root.querySelectorAll<HTMLElement>('[data-default-changes]')) {
      code.dataset.defaultNow ??= code.textContent ?? '';
      const changes = JSON.parse(code.dataset.defaultChanges ?? '[]') as Array<[string, string]>;
      code.textContent = defaultAsOf(code.dataset.defaultNow, changes, version) ?? '';
    }
    setHidden(count);
    const url = new URL(window.location.href);
    if (version === latest) url.searchParams.delete(PARAM);
    else url.searchParams.set(PARAM, version);
    window.history.replaceState(window.history.state, '', url);
  }, [version, latest]);

  const fill = (text: string) => text.replace('{version}', version);
  return (
    <div className={className}>
      <label htmlFor={selectId}>{labels.asOf}</label>
      <select id={selectId} value={version} onChange={(event) => setVersion(event.target.value)}>
        {[...releases].reverse().map((minor) => (
          <option key={minor} value={minor}>
            {minor === latest ? labels.installed.replace('{version}', minor) : minor}
          </option>
        ))}
      </select>
      <span role="status">
        {!existsIn(entryAdded, version)
          ? fill(labels.notYetIn)
              .replace('{name}', name)
              .replace('{added}', entryAdded ?? '')
          : hidden > 0
            ? fill(labels.hidden).replace('{count}', String(hidden))
            : null}
      </span>
    </div>
  );
}
