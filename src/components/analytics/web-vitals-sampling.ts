import { WEB_VITALS_SAMPLE_RATE } from '@/config/analytics';

/** Whether this page view reports web vitals: when the draw falls below the spec's 0.0001. */
export function shouldReportWebVitals(random: () => number = Math.random): boolean {
  return random() < WEB_VITALS_SAMPLE_RATE;
}
