'use client';
import { useEffect, useRef, useState, type ReactNode } from 'react';

/** How long the button reads "Copied" after a click. */
export const COPIED_FEEDBACK_MS = 1200;

export interface CopyButtonProps {
  /** The text to copy, or a function returning it at click time (demos copy the panel being shown). */
  code: string | (() => string);
  labels: { copy: string; copied: string };
  /** Shows "Copied" regardless of clicks, e.g. after the keyboard shortcut. */
  copied?: boolean;
  /** Drawn before the label; the label is then only visible while "Copied" shows. */
  icon?: ReactNode;
  copiedIcon?: ReactNode;
}

/** Copies code to the clipboard and says so, visibly and to screen readers. */
export function CopyButton({ code, labels, copied: forced = false, icon, copiedIcon }: CopyButtonProps) {
  const [clicked, setClicked] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const copied = clicked || forced;

  const copy = async () => {
    await navigator.clipboard.writeText(typeof code === 'function' ? code() : code);
    setClicked(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setClicked(false), COPIED_FEEDBACK_MS);
  };

  return (
    <button
      type="button"
      className="copy-button"
      onClick={copy}
      data-copied={copied || undefined}
      aria-label={icon ? labels.copy : undefined}
      title={icon ? labels.copy : undefined}
    >
      {icon && (copied ? (copiedIcon ?? icon) : icon)}
      {/* The live region announces the change; with an icon the idle label is in aria-label. */}
      <span aria-live="polite" className={icon ? 'copy-button-label' : undefined}>
        {copied ? labels.copied : icon ? '' : labels.copy}
      </span>
    </button>
  );
}
