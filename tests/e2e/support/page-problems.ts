import type { Page, Request } from '@playwright/test';
import { AD_FEED_URL, AD_SCRIPT_URL } from '../../../src/config/ads';

/**
 * Console errors a healthy page may print: Pro and Premium components announce the missing licence
 * key (MUI's notice and its row of asterisks).
 */
const ALLOWED_CONSOLE = [/license key/i, /\*{5,}/, /favicon/];

/** A Content Security Policy violation, whatever the level Chromium logs it at. */
const CSP_VIOLATION = /Content Security Policy|Refused to/i;

/**
 * Stubs the ad slot's third-party feed and script with "no ad" (no network in tests), so the
 * in-house fallback shows.
 */
export async function stubAdNetwork(page: Page) {
  await page.route(AD_FEED_URL, (route) => route.fulfill({ json: { ads: [] } }));
  await page.route(AD_SCRIPT_URL, (route) => route.fulfill({ body: '', contentType: 'text/javascript' }));
}

/**
 * Collects, while the page is open, what a reader would notice or the console would show: console
 * errors (but the licence notice), CSP violations, uncaught exceptions, failed requests and HTTP
 * errors. `inFlight` lists the requests that have not answered yet.
 */
export function watchProblems(page: Page): { problems: string[]; inFlight: () => string[] } {
  const problems: string[] = [];
  const pending = new Set<Request>();
  page.on('console', (message) => {
    const text = message.text();
    if (CSP_VIOLATION.test(text)) problems.push(`CSP: ${text}`);
    else if (message.type() === 'error' && !ALLOWED_CONSOLE.some((pattern) => pattern.test(text))) {
      problems.push(`console: ${text}`);
    }
  });
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
  page.on('request', (request) => pending.add(request));
  page.on('requestfinished', (request) => pending.delete(request));
  page.on('requestfailed', (request) => {
    pending.delete(request);
    problems.push(`request failed: ${request.url()} (${request.failure()?.errorText})`);
  });
  page.on('response', (response) => {
    if (response.status() >= 400) problems.push(`HTTP ${response.status()}: ${response.url()}`);
  });
  return { problems, inFlight: () => [...pending].map((request) => request.url()) };
}
