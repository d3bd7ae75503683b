import { WEB_VITALS_SAMPLE_RATE } from '@/config/analytics';

/** Whether this page view reports web vitals: when the draw falls below `WEB_VITALS_SAMPLE_RATE`. */
export function shouldReportWebVitals(random: () => number = Math.random): boolean {
  return random() < WEB_VITALS_SAMPLE_RATE;
}
