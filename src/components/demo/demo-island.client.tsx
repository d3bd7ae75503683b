'use client';
import { useEffect, useRef, useState, type ComponentType } from 'react';
import { demoLoaders } from '@generated/demo-registry';
import { useDocsConfig } from '@/components/docs-config/docs-config.client';
import type { DemoFrameProps } from './demo-frame.client';

export interface DemoIslandLabels {
  loading: string;
  error: string;
  reset: string;
}

interface Loaded {
  Demo: ComponentType;
  Frame: ComponentType<DemoFrameProps>;
}

/**
 * Reserves the demo's height, and loads the demo and MUI's runtime only when
 * the demo comes near the viewport, so text pages never pay for them.
 */
export function DemoIsland({
  id,
  minHeight,
  labels,
}: {
  id: string;
  minHeight: number;
  labels: DemoIslandLabels;
}) {
  const config = useDocsConfig();
  const box = useRef<HTMLDivElement>(null);
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [failed, setFailed] = useState<string | null>(null);

  useEffect(() => {
    const element = box.current;
    const load = demoLoaders[id];
    if (!element || !load) return;
    const observer = new IntersectionObserver(
      (records) => {
        if (!records.some((record) => record.isIntersecting)) return;
        observer.disconnect();
        Promise.all([load(), import('./demo-frame.client')])
          .then(([demo, frame]) => setLoaded({ Demo: demo.default, Frame: frame.DemoFrame }))
          .catch((error: unknown) => setFailed(String(error)));
      },
      { rootMargin: '400px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [id]);

  return (
    <div
      ref={box}
      className="demo-live"
      style={{ minHeight }}
      data-demo-id={id}
      data-loaded={loaded ? '' : undefined}
    >
      {loaded ? (
        <loaded.Frame config={config} labels={labels}>
          <loaded.Demo />
        </loaded.Frame>
      ) : failed ? (
        <p role="alert" className="demo-error">
          {labels.error}
        </p>
      ) : (
        <p className="demo-loading">{labels.loading}</p>
      )}
    </div>
  );
}
