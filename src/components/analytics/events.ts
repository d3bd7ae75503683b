/**
 * The analytics event catalogue: page views, clicks, web vitals and ad events. Plain
 * TypeScript, so the catalogue costs no bytes in the browser; `isAnalyticsEvent` checks
 * untrusted input.
 */

/** A navigation, first load or client-side. */
export interface PageViewEvent {
  name: 'page_view';
  /** `document.title` of the page. */
  page_title: string;
  /** Full URL of the page. */
  page_location: string;
  /** Product of the page, from `getProductInfo`. */
  productId: string;
  /** Product family of the page, from `getProductInfo`. */
  productCategoryId: string;
}

/** A click on an element carrying `data-ga-event-*` attributes. */
export interface ClickEvent {
  name: 'click';
  eventCategory: string;
  eventAction: string;
  eventLabel?: string;
}

/** One Core Web Vitals measurement of a sampled page view. */
export interface WebVitalEvent {
  name: 'web_vitals';
  /** Metric name: LCP, CLS, INP, FCP or TTFB. */
  metric: 'LCP' | 'CLS' | 'INP' | 'FCP' | 'TTFB';
  /** Milliseconds, or unitless for CLS. */
  value: number;
  /** The `web-vitals` metric instance id, to de-duplicate repeated reports of one metric. */
  id: string;
}

/** The ad slot's events. */
export interface AdEvent {
  name: 'ad';
  eventAction: 'display' | 'click' | 'crash';
  /** Which ad (its label), or the crash's message. */
  eventLabel: string;
}

export type AnalyticsEvent = PageViewEvent | ClickEvent | WebVitalEvent | AdEvent;
export type AnalyticsEventName = AnalyticsEvent['name'];

const isText = (value: unknown) => typeof value === 'string';
const CHECKS: Record<AnalyticsEventName, (e: Record<string, unknown>) => boolean> = {
  page_view: (e) => [e.page_title, e.page_location, e.productId, e.productCategoryId].every(isText),
  click: (e) =>
    isText(e.eventCategory) && isText(e.eventAction) && (e.eventLabel === undefined || isText(e.eventLabel)),
  web_vitals: (e) =>
    ['LCP', 'CLS', 'INP', 'FCP', 'TTFB'].includes(e.metric as string) &&
    typeof e.value === 'number' &&
    Number.isFinite(e.value) &&
    isText(e.id),
  ad: (e) => ['display', 'click', 'crash'].includes(e.eventAction as string) && isText(e.eventLabel),
};

/** True when `value` is an event of the catalogue with well-typed fields. */
export function isAnalyticsEvent(value: unknown): value is AnalyticsEvent {
  if (!value || typeof value !== 'object') return false;
  const event = value as Record<string, unknown>;
  const check = CHECKS[event.name as AnalyticsEventName];
  return Boolean(check) && Object.hasOwn(CHECKS, event.name as string) && check(event);
}
