'use client';

import * as React from 'react';
import type { SettingsLabels } from './settings-labels';
import styles from './settings-drawer.module.css';

export type { SettingsLabels } from './settings-labels';

// The panel and its state (mode, direction, density, colours) load when the drawer first opens: a
// text page would otherwise carry them in its island chunk for the few readers who open it.
const SettingsPanel = React.lazy(() =>
  import('./settings-panel.client').then((module) => ({ default: module.SettingsPanelWithState })),
);

const TEETH = [0, 45, 90, 135, 180, 225, 270, 315];

function GearIcon() {
  return (
    <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <g fill="currentColor">
        {TEETH.map((angle) => (
          <rect
            key={angle}
            x="10.5"
            y="1.5"
            width="3"
            height="5"
            rx="1"
            transform={`rotate(${angle} 12 12)`}
          />
        ))}
      </g>
      <circle cx="12" cy="12" r="6.25" fill="none" stroke="currentColor" strokeWidth="3" />
    </svg>
  );
}

function CloseIcon() {
  return (
    <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d="M6 6l12 12M18 6L6 18"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        fill="none"
      />
    </svg>
  );
}

function SettingsDrawer({ labels }: { labels: SettingsLabels }) {
  const [open, setOpen] = React.useState(false);
  const buttonRef = React.useRef<HTMLButtonElement>(null);
  const dialogRef = React.useRef<HTMLDialogElement>(null);
  const titleId = React.useId();

  React.useEffect(() => {
    const dialog = dialogRef.current;
    // showModal gives the focus trap, Escape handling and an inert page behind.
    if (open && dialog && !dialog.open) dialog.showModal();
  }, [open]);

  const close = () => dialogRef.current?.close();

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className={styles.trigger}
        aria-label={labels.open}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
      >
        <GearIcon />
      </button>
      <dialog
        ref={dialogRef}
        className={styles.dialog}
        aria-labelledby={titleId}
        onClose={() => {
          setOpen(false);
          // Browsers differ on restoring focus after a dialog closes; be explicit.
          buttonRef.current?.focus();
        }}
        onClick={(event) => {
          // The panel fills the dialog, so only a backdrop click targets the dialog itself.
          if (event.target === event.currentTarget) close();
        }}
      >
        {open ? (
          <div className={styles.panel}>
            <div className={styles.header}>
              <h2 id={titleId} className={styles.title}>
                {labels.title}
              </h2>
              <button type="button" className={styles.iconButton} aria-label={labels.close} onClick={close}>
                <CloseIcon />
              </button>
            </div>
            <React.Suspense fallback={null}>
              <SettingsPanel labels={labels} />
            </React.Suspense>
          </div>
        ) : null}
      </dialog>
    </>
  );
}

/** Gear button for the header; the panel it opens brings its own settings state. */
export function SettingsButton({ labels }: { labels: SettingsLabels }) {
  return <SettingsDrawer labels={labels} />;
}
