'use client';

import { useId } from 'react';

interface PropsFilterProps {
  /** id of the table whose `[data-name]` rows are narrowed. */
  tableId: string;
  label: string;
  className?: string;
}

/** Hides props table rows whose name does not contain the typed text; the rows stay server-rendered. */
export function PropsFilter({ tableId, label, className }: PropsFilterProps) {
  const inputId = useId();
  const narrow = (query: string) => {
    const needle = query.trim().toLowerCase();
    const rows = document.getElementById(tableId)?.querySelectorAll<HTMLElement>('[data-name]') ?? [];
    for (const row of rows) {
      row.hidden = needle !== '' && !(row.dataset.name ?? '').toLowerCase().includes(needle);
    }
  };
  return (
    <div className={className}>
      <label htmlFor={inputId}>{label}</label>
      <input
        id={inputId}
        type="search"
        autoComplete="off"
        spellCheck={false}
        onChange={(e) => narrow(e.target.value)}
      />
    </div>
  );
}
