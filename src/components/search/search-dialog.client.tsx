'use client';

import * as React from 'react';
import type { Lang } from '@/engine/shared/paths';
import type { SearchHit } from '@/engine/shared/search/search-client';
import { SearchResults, groupHits } from './search-results';
import type { SearchLabels } from './search-labels';
import { searchClientFor, useSearch } from './use-search';
import styles from './search-dialog.module.css';

/** Starts loading the index's meta file; called when the user approaches the button. */
export function preloadSearch(lang: Lang): void {
  searchClientFor(lang)
    .meta()
    .catch(() => {});
}

export interface SearchDialogProps {
  lang: Lang;
  labels: SearchLabels;
  /** Returns (once) what was typed while this dialog's code loaded. */
  takeTyped?: () => string;
  onClose: () => void;
}

/** Modal search: a combobox over a grouped listbox of results. */
export default function SearchDialog({ lang, labels, takeTyped, onClose }: SearchDialogProps) {
  const dialogRef = React.useRef<HTMLDialogElement>(null);
  const inputRef = React.useRef<HTMLInputElement>(null);
  const [query, setQuery] = React.useState('');
  const [active, setActive] = React.useState(0);
  const { hits, status, answered, ms, resolvedAt } = useSearch(lang, query);
  const ordered = React.useMemo(() => groupHits(hits).flatMap((group) => group.hits), [hits]);
  const ids = React.useId();
  const optionId = (index: number) => `${ids}-option-${index}`;

  // Before the browser handles another event: a key typed after the stand-in input left the page and
  // before this input has focus would be lost. showModal traps focus and makes the page behind inert.
  React.useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (dialog && !dialog.open) dialog.showModal();
    inputRef.current?.focus();
    const typed = takeTyped?.();
    if (typed) setQuery(typed);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  React.useEffect(() => setActive(0), [hits]);
  React.useEffect(() => {
    document.getElementById(optionId(active))?.scrollIntoView({ block: 'nearest' });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [active]);

  const choose = (hit: SearchHit | undefined) => {
    if (!hit) return;
    dialogRef.current?.close();
    window.location.assign(hit.href);
  };

  const onKeyDown = (event: React.KeyboardEvent<HTMLInputElement>) => {
    const count = ordered.length;
    if (event.key === 'ArrowDown' && count) {
      event.preventDefault();
      setActive((index) => (index + 1) % count);
    } else if (event.key === 'ArrowUp' && count) {
      event.preventDefault();
      setActive((index) => (index - 1 + count) % count);
    } else if (event.key === 'Home' && count && event.ctrlKey) {
      setActive(0);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      choose(ordered[active]);
    }
  };

  const listId = `${ids}-list`;
  const hasResults = ordered.length > 0;
  return (
    <dialog
      ref={dialogRef}
      className={styles.dialog}
      aria-label={labels.dialog}
      onClose={onClose}
      onClick={(event) => {
        if (event.target === event.currentTarget) dialogRef.current?.close();
      }}
    >
      <div className={styles.panel}>
        <div className={styles.bar}>
          <input
            ref={inputRef}
            className={styles.input}
            type="search"
            role="combobox"
            aria-label={labels.input}
            aria-expanded={hasResults}
            aria-controls={listId}
            aria-autocomplete="list"
            aria-activedescendant={hasResults ? optionId(active) : undefined}
            placeholder={labels.placeholder}
            autoComplete="off"
            spellCheck={false}
            autoFocus
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            onKeyDown={onKeyDown}
          />
          <button type="button" className={styles.close} onClick={() => dialogRef.current?.close()}>
            <span className={styles.srOnly}>{labels.close}</span>
            <kbd aria-hidden="true">Esc</kbd>
          </button>
        </div>
        <SearchResults
          listId={listId}
          hits={hits}
          active={ordered[active]}
          optionId={(hit) => optionId(ordered.indexOf(hit))}
          labels={labels}
          answered={answered}
          ms={ms}
          resolvedAt={resolvedAt}
          onHover={(hit) => setActive(ordered.indexOf(hit))}
          onChoose={choose}
        />
        <p className={styles.status} role="status">
          {status === 'loading' && !hasResults && labels.loading}
          {status === 'error' && labels.error}
          {status === 'idle' && labels.empty}
          {status === 'done' && !hasResults && `${labels.noResults} “${query}”`}
        </p>
        <p className={styles.hint} aria-hidden="true">
          {labels.hint}
        </p>
      </div>
    </dialog>
  );
}
