'use client';
import { useEffect, useState } from 'react';

/**
 * Opens the sidebar as a drawer on small screens, and scrolls the current
 * page into view in the sidebar once on load.
 */
export function NavToggle({ openLabel, closeLabel }: { openLabel: string; closeLabel: string }) {
  const [open, setOpen] = useState(false);

  useEffect(() => {
    const sidebar = document.getElementById('sidebar');
    sidebar?.toggleAttribute('data-open', open);
    document.body.toggleAttribute('data-nav-open', open);
    if (!open) return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setOpen(false);
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open]);

  useEffect(() => {
    // Only the sidebar scrolls: scrollIntoView would also move the window off a #hash.
    const sidebar = document.getElementById('sidebar');
    const current = sidebar?.querySelector<HTMLElement>('[aria-current="page"]');
    if (sidebar && current) {
      const offset = current.getBoundingClientRect().top - sidebar.getBoundingClientRect().top;
      sidebar.scrollTop += offset - sidebar.clientHeight / 2;
    }
  }, []);

  return (
    <>
      <button
        type="button"
        className="icon-button nav-toggle"
        aria-label={open ? closeLabel : openLabel}
        aria-expanded={open}
        aria-controls="sidebar"
        onClick={() => setOpen((value) => !value)}
      >
        <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
          <path fill="currentColor" d="M3 6h18v2H3zm0 5h18v2H3zm0 5h18v2H3z" />
        </svg>
      </button>
      {open && <div className="nav-backdrop" onClick={() => setOpen(false)} aria-hidden="true" />}
    </>
  );
}
