'use client';
import { useCallback, useSyncExternalStore } from 'react';
import { setCookie } from '@/theme/cookies';
import {
  CODE_STYLING_COOKIE,
  CODE_VARIANT_COOKIE,
  DEFAULT_CODE_PREFS,
  readCodePrefs,
  type CodePrefs,
} from '@/components/demo/code-prefs';

/** Fired on window when the preferences change, so every demo of the page follows at once. */
const CHANGE_EVENT = 'docs:code-prefs';

function apply(prefs: CodePrefs) {
  const root = document.documentElement;
  root.setAttribute('data-code-variant', prefs.variant);
  root.setAttribute('data-code-styling', prefs.styling);
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

function subscribe(onChange: () => void) {
  // A new hash (an in-page link to `#Demo.js`) is read again, like a fresh load.
  const onHash = () => apply(readCodePrefs(location.hash, document.cookie));
  window.addEventListener(CHANGE_EVENT, onChange);
  window.addEventListener('hashchange', onHash);
  return () => {
    window.removeEventListener(CHANGE_EVENT, onChange);
    window.removeEventListener('hashchange', onHash);
  };
}

// The pre-paint script has already written the preferences on <html>; the store reads them back.
function getSnapshot(): string {
  const root = document.documentElement;
  const fallback = `${DEFAULT_CODE_PREFS.variant}|${DEFAULT_CODE_PREFS.styling}`;
  const variant = root.getAttribute('data-code-variant');
  const styling = root.getAttribute('data-code-styling');
  return variant && styling ? `${variant}|${styling}` : fallback;
}

const getServerSnapshot = () => `${DEFAULT_CODE_PREFS.variant}|${DEFAULT_CODE_PREFS.styling}`;

/** The page's code preferences, and a setter that stores a change for a year in cookies. */
export function useCodePrefs(): [CodePrefs, (change: Partial<CodePrefs>) => void] {
  const snapshot = useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
  const [variant, styling] = snapshot.split('|') as [CodePrefs['variant'], CodePrefs['styling']];
  const update = useCallback(
    (change: Partial<CodePrefs>) => {
      const next = { variant, styling, ...change };
      if (change.variant) setCookie(CODE_VARIANT_COOKIE, next.variant);
      if (change.styling) setCookie(CODE_STYLING_COOKIE, next.styling);
      apply(next);
    },
    [variant, styling],
  );
  return [{ variant, styling }, update];
}
