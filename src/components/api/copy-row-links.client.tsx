'use client';
import { useEffect, useRef } from 'react';
import { COPIED_FEEDBACK_MS } from '@/components/mdx/copy-button.client';

/** Attribute of a row's "Copy link" button; its value is the row's anchor id. */
export const COPY_LINK_ATTRIBUTE = 'data-copy-link';

/** The absolute URL of the current page with `id` as its anchor. */
export function rowUrl(location: Pick<Location, 'origin' | 'pathname' | 'search'>, id: string): string {
  return `${location.origin}${location.pathname}${location.search}#${encodeURIComponent(id)}`;
}

/**
 * One listener for every "Copy link" button of the page (event delegation): the
 * buttons are server-rendered, so a page of 130 props ships one small island, not 130.
 * "Copied" is written into the clicked button (its text element is made on the first click, not
 * rendered in each of a DataGrid page's 460 buttons) and announced by one live region.
 */
export function CopyRowLinks({
  copiedLabel,
  statusClassName,
  announcerClassName,
}: {
  copiedLabel: string;
  /** Class of the "Copied" text in a button. */
  statusClassName?: string;
  /** Class of the live region: visually hidden. */
  announcerClassName?: string;
}) {
  const announcer = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    const timers = new Map<HTMLButtonElement, ReturnType<typeof setTimeout>>();
    const onClick = async (event: MouseEvent) => {
      const button = (event.target as Element | null)?.closest?.<HTMLButtonElement>(
        `[${COPY_LINK_ATTRIBUTE}]`,
      );
      const id = button?.getAttribute(COPY_LINK_ATTRIBUTE);
      if (!button || !id) return;
      try {
        await navigator.clipboard.writeText(rowUrl(window.location, id));
      } catch {
        return; // No clipboard permission: nothing copied, nothing claimed.
      }
      let status = button.querySelector<HTMLElement>('[data-copy-status]');
      if (!status) {
        status = document.createElement('span');
        status.dataset.copyStatus = '';
        if (statusClassName) status.className = statusClassName;
        button.append(status);
      }
      status.textContent = copiedLabel;
      if (announcer.current) announcer.current.textContent = copiedLabel;
      button.dataset.copied = 'true';
      clearTimeout(timers.get(button));
      timers.set(
        button,
        setTimeout(() => {
          status.textContent = '';
          if (announcer.current) announcer.current.textContent = '';
          delete button.dataset.copied;
        }, COPIED_FEEDBACK_MS),
      );
    };
    document.addEventListener('click', onClick);
    return () => {
      document.removeEventListener('click', onClick);
      for (const timer of timers.values()) clearTimeout(timer);
    };
  }, [copiedLabel, statusClassName]);
  return <span ref={announcer} role="status" aria-live="polite" className={announcerClassName} />;
}
