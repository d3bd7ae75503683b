import type { ReactNode } from 'react';

export type CalloutType = 'info' | 'success' | 'warning' | 'error';
const TYPES: CalloutType[] = ['info', 'success', 'warning', 'error'];

const ICONS: Record<CalloutType, string> = {
  info: 'M11 7h2v2h-2zm0 4h2v6h-2zm1-9a10 10 0 1 0 0 20 10 10 0 0 0 0-20',
  success: 'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20m-2 15-5-5 1.4-1.4 3.6 3.6 7.6-7.6L19 8z',
  warning: 'M1 21h22L12 2zm12-3h-2v-2h2zm0-4h-2v-4h2z',
  error: 'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20m1 15h-2v-2h2zm0-4h-2V7h2z',
};

/** A highlighted note in the prose; the type names its tone for assistive tech too. */
export function Callout({
  type = 'info',
  label,
  children,
}: {
  type?: CalloutType;
  label: string;
  children: ReactNode;
}) {
  const tone = TYPES.includes(type) ? type : 'info';
  return (
    <aside className={`callout callout-${tone}`} aria-label={label}>
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" className="callout-icon">
        <path fill="currentColor" d={ICONS[tone]} />
      </svg>
      <div className="callout-body">{children}</div>
    </aside>
  );
}
