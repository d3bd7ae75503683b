'use client';

import { lazy, Suspense } from 'react';
import type { ProductionErrorDecoderLabels } from './production-error-decoder.client';

// Every docs page's MDX components carry this island's code, but one page renders it: the
// decoder and the messages it imports are their own chunk, fetched by that page only (about
// 11 KB gzip off every other page's script).
const Decoder = lazy(() =>
  import('./production-error-decoder.client').then((module) => ({ default: module.ProductionErrorDecoder })),
);

/** The production error decoder, loaded on demand (see production-error-decoder.client.tsx). */
export function ProductionErrorDecoderLazy({ labels }: { labels: ProductionErrorDecoderLabels }) {
  return (
    <Suspense fallback={null}>
      <Decoder labels={labels} />
    </Suspense>
  );
}
