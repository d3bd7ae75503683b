'use client';
import { useEffect } from 'react';

/** Attribute on <html> once React has hydrated the page. */
export const HYDRATED_ATTRIBUTE = 'data-hydrated';

/**
 * Marks the document once the whole initial tree has hydrated (the root layout's effects
 * run last). The page's scripts start after its first paint (scripts/boot-after-paint.ts),
 * so the `load` event can come before them: tests and tools wait for this mark instead.
 */
export function HydrationMark() {
  useEffect(() => {
    document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, '');
  }, []);
  return null;
}
