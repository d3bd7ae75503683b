'use client';

import * as React from 'react';
import type { Lang } from '@/engine/shared/paths';
import type { SearchLabels } from './search-labels';
import styles from './search-button.module.css';

// The dialog and the index stay out of the first load: both are fetched on hover, focus or open.
const loadDialog = () => import('./search-dialog.client');
const SearchDialog = React.lazy(loadDialog);

/**
 * Holds what is typed while the dialog's code loads: a plain input stands in for the dialog's
 * own (focused at once, so nothing typed is lost, IME included), and the dialog takes its text.
 */
function TypeAhead({ label, onType }: { label: string; onType: (text: string) => void }) {
  return (
    <input
      className={styles.typeAhead}
      type="search"
      aria-label={label}
      autoComplete="off"
      spellCheck={false}
      autoFocus
      onChange={(event) => onType(event.target.value)}
    />
  );
}

function isTextField(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName);
}

/** Header search button; Ctrl+K, ⌘K and `/` open it too. */
export function SearchButton({ lang, labels }: { lang: Lang; labels: SearchLabels }) {
  const [open, setOpen] = React.useState(false);
  const buttonRef = React.useRef<HTMLButtonElement>(null);
  const typed = React.useRef('');
  // The server cannot know the platform: show Ctrl K first, ⌘K once a Mac is detected.
  const [isMac, setIsMac] = React.useState(false);
  React.useEffect(() => setIsMac(/Mac|iPhone|iPad/.test(navigator.platform)), []);
  const preload = React.useCallback(() => {
    loadDialog().then(
      (module) => module.preloadSearch(lang),
      () => {},
    );
  }, [lang]);

  React.useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const shortcut = (event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 'k';
      const slash = event.key === '/' && !event.ctrlKey && !event.metaKey && !isTextField(event.target);
      if (!shortcut && !slash) return;
      event.preventDefault();
      setOpen(true);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className={styles.button}
        aria-haspopup="dialog"
        aria-keyshortcuts="Control+K Meta+K /"
        onClick={() => setOpen(true)}
        onPointerEnter={preload}
        onFocus={preload}
      >
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
          <path
            fill="currentColor"
            d="M15.5 14h-.8l-.3-.3A6.5 6.5 0 1 0 9.5 16c1.6 0 3.1-.6 4.2-1.6l.3.3v.8l5 5 1.5-1.5zm-6 0a4.5 4.5 0 1 1 0-9 4.5 4.5 0 0 1 0 9"
          />
        </svg>
        <span className={styles.label}>{labels.button}</span>
        <kbd className={styles.kbd} aria-hidden="true">
          {isMac ? '⌘K' : 'Ctrl K'}
        </kbd>
      </button>
      {open && (
        <React.Suspense
          fallback={
            <TypeAhead
              label={labels.input}
              onType={(text) => {
                typed.current = text;
              }}
            />
          }
        >
          <SearchDialog
            lang={lang}
            labels={labels}
            takeTyped={() => {
              const text = typed.current;
              typed.current = '';
              return text;
            }}
            onClose={() => {
              setOpen(false);
              buttonRef.current?.focus();
            }}
          />
        </React.Suspense>
      )}
    </>
  );
}
