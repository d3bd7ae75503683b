'use client';
import { useCallback, useEffect, useRef, useState, type KeyboardEvent } from 'react';

/** How long the keyboard copy (Ctrl+C / Cmd+C on a code block) shows its effect. */
export const SHORTCUT_FEEDBACK_MS = 2000;

/**
 * Ctrl+C / Cmd+C on a focused code block with nothing selected copies the
 * whole block. A selection is left to the browser, which copies just that.
 */
export function useCopyShortcut(getCode: () => string) {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const onKeyDown = useCallback(
    (event: KeyboardEvent) => {
      if (event.key.toLowerCase() !== 'c' || !(event.ctrlKey || event.metaKey) || event.altKey) return;
      if ((window.getSelection()?.toString() ?? '') !== '') return;
      event.preventDefault();
      void navigator.clipboard.writeText(getCode()).then(() => {
        setCopied(true);
        clearTimeout(timer.current);
        timer.current = setTimeout(() => setCopied(false), SHORTCUT_FEEDBACK_MS);
      });
    },
    [getCode],
  );

  return { copied, onKeyDown };
}
