'use client';
import { useEffect, useRef, useState } from 'react';

/** How long the button reads "Copied" after a click (spec: 1.2 s). */
export const COPIED_FEEDBACK_MS = 1200;

/** Copies `code` to the clipboard and says so, visibly and to screen readers. */
export function CopyButton({ code, labels }: { code: string; labels: { copy: string; copied: string } }) {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = async () => {
    await navigator.clipboard.writeText(code);
    setCopied(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopied(false), COPIED_FEEDBACK_MS);
  };

  return (
    <button type="button" className="copy-button" onClick={copy} data-copied={copied || undefined}>
      <span aria-live="polite">{copied ? labels.copied : labels.copy}</span>
    </button>
  );
}
