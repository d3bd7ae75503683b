'use client';
import { useEffect, useRef, useState } from 'react';
import { COPIED_FEEDBACK_MS } from '@/components/mdx/copy-button.client';
import styles from './copy-page-button.module.css';

export interface CopyPageButtonProps {
  /** URL of the page's Markdown twin, e.g. `/x/react-data-grid/editing.md`. */
  href: string;
  labels: { copy: string; short: string; copied: string; failed: string };
}

type Status = 'idle' | 'copied' | 'failed';

/** Fetches the page's Markdown twin and puts it on the clipboard, then says so for 1.2 s. */
export function CopyPageButton({ href, labels }: CopyPageButtonProps) {
  const [status, setStatus] = useState<Status>('idle');
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const show = (next: Status) => {
    setStatus(next);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setStatus('idle'), COPIED_FEEDBACK_MS);
  };

  const copy = async () => {
    try {
      const response = await fetch(href);
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      await navigator.clipboard.writeText(await response.text());
      show('copied');
    } catch {
      show('failed');
    }
  };

  return (
    <button
      type="button"
      className={styles.button}
      onClick={copy}
      aria-label={labels.copy}
      title={labels.copy}
      data-status={status}
    >
      <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
        <path
          fill="currentColor"
          d="M16 1H4a2 2 0 0 0-2 2v14h2V3h12zm3 4H8a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h11a2 2 0 0 0 2-2V7a2 2 0 0 0-2-2m0 16H8V7h11z"
        />
      </svg>
      {/* The live region announces the change; the idle name is in aria-label. */}
      <span aria-live="polite">
        {status === 'copied' ? labels.copied : status === 'failed' ? labels.failed : labels.short}
      </span>
    </button>
  );
}
