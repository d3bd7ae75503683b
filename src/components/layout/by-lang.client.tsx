'use client';
import type { ReactNode } from 'react';
import { useDocsConfig } from '@/components/docs-config/docs-config.client';

/**
 * Picks the server-rendered variant for the layout's language. Used where a
 * Next.js file (not-found) receives no route params to choose by itself.
 */
export function ByLang({ en, zh }: { en: ReactNode; zh: ReactNode }) {
  return <>{useDocsConfig().lang === 'zh' ? zh : en}</>;
}
