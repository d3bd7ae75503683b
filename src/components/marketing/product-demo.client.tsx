'use client';
import { Suspense, lazy } from 'react';
import { useInView } from '@/hooks/use-in-view';
import type { DemoIslandLabels } from '@/components/demo/demo-island.client';
import card from '@/components/shared/card.module.css';

// The island (and with it the demo registry and MUI's runtime) is fetched only once
// a demo is on screen, so the landing page's first load carries no demo code.
const DemoIsland = lazy(() =>
  import('@/components/demo/demo-island.client').then((module) => ({ default: module.DemoIsland })),
);

export interface ProductDemoProps {
  /** Registry id of the demo. */
  id: string;
  /** Height reserved before and while the demo loads, in px. */
  height: number;
  /** Accessible name of the demo region. */
  label: string;
  /** Shown until the demo is scrolled into view. */
  waiting: string;
  labels: DemoIslandLabels;
}

/** A live demo that mounts when it is scrolled into view, and not before. */
export function ProductDemo({ id, height, label, waiting, labels }: ProductDemoProps) {
  const [box, visible] = useInView<HTMLElement>({ threshold: 0.1 });

  const placeholder = <p className="mk-demo-waiting">{visible ? labels.loading : waiting}</p>;
  return (
    <section ref={box} className={`${card.card} mk-demo`} aria-label={label} style={{ minHeight: height }}>
      {visible ? (
        <Suspense fallback={placeholder}>
          <DemoIsland id={id} minHeight={height} labels={labels} />
        </Suspense>
      ) : (
        placeholder
      )}
    </section>
  );
}
