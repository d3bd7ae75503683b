'use client';
import type { KeyboardEvent } from 'react';
import { PACKAGE_MANAGERS, type PackageManager } from '@/engine/shared/markdown/package-managers';
import { usePackageManager } from '@/hooks/use-package-manager';
import './package-manager-tabs.css';

export interface PackageManagerTabsProps {
  /** The block's id from the build: panels are `<id>-<manager>`, tabs `<id>-<manager>-tab`. */
  id: string;
  /** Accessible name of the tab list. */
  label: string;
}

/**
 * The npm / pnpm / yarn tabs of an install block. The panels are rendered at
 * build time beside it; this only switches which one shows, for the whole page
 * and later pages (a cookie), with the WAI-ARIA tabs keyboard pattern.
 */
export function PackageManagerTabs({ id, label }: PackageManagerTabsProps) {
  const [current, setCurrent] = usePackageManager();

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const at = PACKAGE_MANAGERS.indexOf(current);
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
    const step = { ArrowRight: rtl ? -1 : 1, ArrowLeft: rtl ? 1 : -1 }[event.key];
    let next: PackageManager | undefined;
    if (step) next = PACKAGE_MANAGERS[(at + step + PACKAGE_MANAGERS.length) % PACKAGE_MANAGERS.length];
    else if (event.key === 'Home') next = PACKAGE_MANAGERS[0];
    else if (event.key === 'End') next = PACKAGE_MANAGERS[PACKAGE_MANAGERS.length - 1];
    if (!next) return;
    event.preventDefault();
    setCurrent(next);
    document.getElementById(`${id}-${next}-tab`)?.focus();
  };

  return (
    <div role="tablist" aria-label={label} className="pm-tablist">
      {PACKAGE_MANAGERS.map((manager) => (
        <button
          key={manager}
          type="button"
          role="tab"
          id={`${id}-${manager}-tab`}
          className="pm-tab"
          data-manager={manager}
          aria-controls={`${id}-${manager}`}
          aria-selected={manager === current}
          // Roving tabindex: Tab enters the list at the selected tab, arrows move inside it.
          tabIndex={manager === current ? 0 : -1}
          onClick={() => setCurrent(manager)}
          onKeyDown={onKeyDown}
        >
          {manager}
        </button>
      ))}
    </div>
  );
}
