'use client';
import { lazy } from 'react';
import type { DemoClientProps } from './demo-client.client';

const LazyDemoClient = lazy(() =>
  import('./demo-client.client').then((module) => ({ default: module.DemoClient })),
);

/**
 * The demo frame's client part (toolbar, code panel, live island) in a chunk of its own, loaded
 * only by pages that render a demo. Imported directly, it shared the docs page's island chunk,
 * so every text page downloaded about 5 KB gzip of demo code it never ran.
 *
 * `React.lazy` rather than `next/dynamic`, whose loader (about 1.9 KB gzip with its preload and
 * bail-out parts) sat in that shared chunk too. Like `next/dynamic` with `ssr: true`, there is no
 * Suspense boundary here, on purpose: the prerender then waits for the module and writes the frame
 * in place. A boundary of its own left the frame pending (`<!--$?-->`, filled in at the end of the
 * document), so it appeared late and shifted the page. The export is a component, not the lazy
 * itself: React in the browser does not unwrap a lazy that a server reference resolves to.
 */
export function DemoClient(props: DemoClientProps) {
  return <LazyDemoClient {...props} />;
}
