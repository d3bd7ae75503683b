'use client';
import { lazy, Suspense } from 'react';
import type { DemoClientProps } from './demo-client.client';

/**
 * The demo frame's client part (toolbar, code panel, live island) in a chunk of its own, loaded
 * only by pages that render a demo. Imported directly, it shared the docs page's island chunk,
 * so every text page downloaded about 5 KB gzip of demo code it never ran. `React.lazy` rather
 * than `next/dynamic`: the latter's loader (about 1.5 KB gzip) sat in that shared chunk too.
 * The server still renders the frame and its code panels (the prerender waits for the lazy
 * module); in the browser the boundary keeps that HTML until the chunk arrives, then hydrates.
 */
const LazyDemoClient = lazy(() =>
  import('./demo-client.client').then((module) => ({ default: module.DemoClient })),
);

export function DemoClient(props: DemoClientProps) {
  return (
    <Suspense fallback={null}>
      <LazyDemoClient {...props} />
    </Suspense>
  );
}
