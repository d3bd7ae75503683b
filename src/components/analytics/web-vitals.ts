/**
 * Core Web Vitals from the `web-vitals` package. This module (and the package)
 * is imported only for a sampled page view, so it never weighs on first-load JS.
 * Each metric is checked against the catalogue's shape before it is sent.
 */
import * as z from 'zod/mini';
import { onCLS, onFCP, onINP, onLCP, onTTFB, type Metric } from 'web-vitals';
import type { WebVitalEvent } from './events';

export const webVitalEventSchema = z.object({
  /** Event name of the catalogue. */
  name: z.literal('web_vitals'),
  /** Metric name: LCP, CLS, INP, FCP or TTFB. */
  metric: z.enum(['LCP', 'CLS', 'INP', 'FCP', 'TTFB']),
  /** Milliseconds, or unitless for CLS; never negative. */
  value: z.number().check(z.gte(0)),
  /** The metric instance id from `web-vitals`, to de-duplicate repeated reports. */
  id: z.string().check(z.minLength(1)),
});

/** Turns a `web-vitals` metric into a catalogue event, or null when its shape is wrong. */
export function toWebVitalEvent(metric: Pick<Metric, 'name' | 'value' | 'id'>): WebVitalEvent | null {
  const parsed = webVitalEventSchema.safeParse({
    name: 'web_vitals',
    metric: metric.name,
    value: metric.value,
    id: metric.id,
  });
  return parsed.success ? parsed.data : null;
}

/** Subscribes to the five metrics; each is reported once final (page hidden, or input for LCP). */
export function measureWebVitals(report: (event: WebVitalEvent) => void): void {
  const send = (metric: Metric) => {
    const event = toWebVitalEvent(metric);
    if (event) report(event);
  };
  onCLS(send);
  onFCP(send);
  onINP(send);
  onLCP(send);
  onTTFB(send);
}
