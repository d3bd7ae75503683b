'use client';
import type { ReactNode } from 'react';
import './tailwind.css';

/** Where a Tailwind demo renders: its utilities match only inside this element. */
export function TailwindScope({ children }: { children: ReactNode }) {
  return <div className="tw-demo">{children}</div>;
}
