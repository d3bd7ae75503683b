import { beforeEach, describe, expect, expectTypeOf, it, vi } from 'vitest';
import type { Metric } from 'web-vitals';
import type { z } from 'zod/mini';
import type { WebVitalEvent } from './events';
import { isAnalyticsEvent } from './events';
import { measureWebVitals, toWebVitalEvent, webVitalEventSchema } from './web-vitals';
import { shouldReportWebVitals } from './web-vitals-sampling';

// Each `on*` subscription of the package is captured so a test can play a metric into it.
const subscribers = vi.hoisted(() => new Map<string, (metric: unknown) => void>());
vi.mock('web-vitals', () => {
  const on = (name: string) => (callback: (metric: unknown) => void) => subscribers.set(name, callback);
  return { onCLS: on('CLS'), onFCP: on('FCP'), onINP: on('INP'), onLCP: on('LCP'), onTTFB: on('TTFB') };
});

const metric = (name: Metric['name'], value: number, id = `v6-${name}`) => ({ name, value, id }) as Metric;

describe('measureWebVitals', () => {
  beforeEach(() => subscribers.clear());

  it('subscribes to the five metrics and reports each as a catalogue event', () => {
    const report = vi.fn();
    measureWebVitals(report);
    expect([...subscribers.keys()].sort()).toEqual(['CLS', 'FCP', 'INP', 'LCP', 'TTFB']);
    subscribers.get('LCP')!(metric('LCP', 1234.5, 'v6-1-2'));
    subscribers.get('CLS')!(metric('CLS', 0));
    expect(report.mock.calls).toEqual([
      [{ name: 'web_vitals', metric: 'LCP', value: 1234.5, id: 'v6-1-2' }],
      [{ name: 'web_vitals', metric: 'CLS', value: 0, id: 'v6-CLS' }],
    ]);
    for (const [event] of report.mock.calls) expect(isAnalyticsEvent(event)).toBe(true);
  });

  it('drops a metric whose shape is wrong instead of sending it', () => {
    const report = vi.fn();
    measureWebVitals(report);
    subscribers.get('INP')!(metric('INP', Number.NaN));
    subscribers.get('INP')!(metric('INP', -5));
    subscribers.get('INP')!({ name: 'FID', value: 10, id: 'x' });
    subscribers.get('TTFB')!(metric('TTFB', 80, ''));
    expect(report).not.toHaveBeenCalled();
  });
});

describe('toWebVitalEvent', () => {
  it('validates with the zod schema whose type is the catalogue event', () => {
    expectTypeOf<z.infer<typeof webVitalEventSchema>>().toEqualTypeOf<WebVitalEvent>();
    expect(toWebVitalEvent(metric('FCP', 900))).toEqual({
      name: 'web_vitals',
      metric: 'FCP',
      value: 900,
      id: 'v6-FCP',
    });
    expect(toWebVitalEvent(metric('LCP', Number.POSITIVE_INFINITY))).toBeNull();
  });
});

describe('shouldReportWebVitals', () => {
  it('reports only when the draw is below 0.0001', () => {
    expect(shouldReportWebVitals(() => 0)).toBe(true);
    expect(shouldReportWebVitals(() => 0.000099)).toBe(true);
    expect(shouldReportWebVitals(() => 0.0001)).toBe(false);
    expect(shouldReportWebVitals(() => 0.5)).toBe(false);
  });
});
