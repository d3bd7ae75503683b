/**
 * Core Web Vitals measured with PerformanceObserver (the `web-vitals` package
 * is not installed). Simplified but faithful where it matters: CLS uses session
 * windows, INP the slowest interaction, LCP its last candidate before input.
 */
import type { WebVitalEvent } from './events';

type Metric = Pick<WebVitalEvent, 'metric' | 'value'>;

interface ShiftEntry extends PerformanceEntry {
  value: number;
  hadRecentInput: boolean;
}

/** Largest CLS session window: shifts less than 1 s apart, windows at most 5 s long. */
export function clsFromShifts(shifts: Array<{ startTime: number; value: number }>): number {
  let worst = 0;
  let current = 0;
  let first = 0;
  let last = 0;
  for (const shift of shifts) {
    if (current > 0 && shift.startTime - last < 1000 && shift.startTime - first < 5000) {
      current += shift.value;
    } else {
      current = shift.value;
      first = shift.startTime;
    }
    last = shift.startTime;
    worst = Math.max(worst, current);
  }
  return worst;
}

function observe(type: string, callback: (entries: PerformanceEntry[]) => void, extra: object = {}) {
  try {
    const observer = new PerformanceObserver((list) => callback(list.getEntries()));
    observer.observe({ type, buffered: true, ...extra } as PerformanceObserverInit);
  } catch {
    // Entry type not supported by this browser: that metric is simply not reported.
  }
}

/** Measures the page and calls `report` once per metric when the page is hidden. */
export function measureWebVitals(report: (metric: Metric) => void): void {
  const values = new Map<Metric['metric'], number>();
  const shifts: ShiftEntry[] = [];
  observe('largest-contentful-paint', (entries) => {
    const lastEntry = entries.at(-1);
    if (lastEntry) values.set('LCP', lastEntry.startTime);
  });
  observe('paint', (entries) => {
    const fcp = entries.find((entry) => entry.name === 'first-contentful-paint');
    if (fcp) values.set('FCP', fcp.startTime);
  });
  observe('layout-shift', (entries) => {
    for (const entry of entries as ShiftEntry[]) if (!entry.hadRecentInput) shifts.push(entry);
    values.set('CLS', clsFromShifts(shifts));
  });
  observe(
    'event',
    (entries) => {
      for (const entry of entries) values.set('INP', Math.max(values.get('INP') ?? 0, entry.duration));
    },
    { durationThreshold: 40 },
  );
  const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
  if (navigation) values.set('TTFB', Math.max(0, navigation.responseStart));

  let sent = false;
  // Metrics settle until the page is left; hidden (tab switch, close) or pagehide, whichever comes first.
  const flush = () => {
    if (sent) return;
    sent = true;
    for (const [metric, value] of values) report({ metric, value });
  };
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flush();
  });
  window.addEventListener('pagehide', flush);
}
