import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM_PATH, CHROMIUM_FLAGS } from '../chromium.mjs';

export const title = 'Search';

const FIRST_QUERY_BUDGET = 100_000;
const LATENCY_BUDGET_MS = 50;
const RELEVANCE_BUDGET = 18;

const kb = (bytes) => `${(bytes / 1000).toFixed(1)} KB`;

/** Waits until the dialog's listbox answers `query`; returns its first link and query time. */
async function runQuery(page, query) {
  await page.getByRole('combobox').fill(query);
  const list = page.locator(`[role="listbox"][data-query="${query.replace(/"/g, '\\"')}"]`);
  await list.waitFor({ state: 'attached', timeout: 15_000 });
  return {
    first: await page
      .locator('[role="option"]')
      .first()
      .getAttribute('data-href')
      .catch(() => null),
    ms: Number(await list.getAttribute('data-query-ms')),
  };
}

function percentile(values, share) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))];
}

/**
 * In Chromium against the served site: bytes of index files a first query
 * transfers (as served, compressed or not), the query time once those files are
 * in (data-query-ms: ranking, record chunks, excerpts), and the relevance set
 * in bench/search-queries.json.
 */
export default async function measure({ origin, root }) {
  const { queries } = JSON.parse(readFileSync(join(root, 'bench/search-queries.json'), 'utf8'));
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  const rows = [];
  try {
    const page = await browser.newPage();
    const transfers = [];
    page.on('requestfinished', (request) => {
      transfers.push(
        request
          .sizes()
          .then((sizes) => ({
            path: new URL(request.url()).pathname,
            type: request.resourceType(),
            bytes: sizes.responseBodySize + sizes.responseHeadersSize,
          }))
          .catch(() => null),
      );
    });
    await page.goto(`${origin}/x/introduction`, { waitUntil: 'networkidle' });
    const before = transfers.length;
    const encodings = new Set();
    page.on('response', (response) => {
      if (new URL(response.url()).pathname.startsWith('/search/')) {
        encodings.add(response.headers()['content-encoding'] ?? 'identity');
      }
    });
    for (let i = 0; i < 40 && !(await page.getByRole('combobox').count()); i += 1) {
      await page.keyboard.press('Control+k');
      await page.waitForTimeout(250);
    }
    const first = await runQuery(page, 'rowHeight');
    await page.waitForLoadState('networkidle');
    const loaded = (await Promise.all(transfers.slice(before))).filter(Boolean);
    const indexBytes = loaded
      .filter((t) => t.path.startsWith('/search/'))
      .reduce((sum, t) => sum + t.bytes, 0);
    const files = loaded.filter((t) => t.path.startsWith('/search/')).length;
    const codeBytes = loaded
      .filter((t) => t.type === 'script' || t.type === 'stylesheet')
      .reduce((s, t) => s + t.bytes, 0);
    rows.push({
      page: '/x/introduction',
      metric: 'first query "rowHeight": index bytes transferred',
      value: `${kb(indexBytes)} in ${files} files (${[...encodings].join(', ')})`,
      budget: `≤ ${kb(FIRST_QUERY_BUDGET)}`,
      result: indexBytes <= FIRST_QUERY_BUDGET ? 'pass' : 'fail',
    });
    rows.push({
      page: '/x/introduction',
      metric: 'dialog code loaded on open (JS + CSS)',
      value: kb(codeBytes),
    });
    rows.push({
      metric: 'first query: results after index load',
      value: `${first.ms.toFixed(1)} ms`,
      budget: `≤ ${LATENCY_BUDGET_MS} ms`,
      result: first.ms <= LATENCY_BUDGET_MS ? 'pass' : 'fail',
    });

    const times = [];
    const misses = [];
    for (const { query, expected } of queries) {
      const answer = await runQuery(page, query);
      times.push(answer.ms);
      if (answer.first !== expected) misses.push(`${query} → ${answer.first ?? 'nothing'}`);
    }
    const p95 = percentile(times, 0.95);
    rows.push({
      metric: `query time after index load, median / p95 (${times.length} queries)`,
      value: `${percentile(times, 0.5).toFixed(1)} / ${p95.toFixed(1)} ms`,
      budget: `p95 ≤ ${LATENCY_BUDGET_MS} ms`,
      result: p95 <= LATENCY_BUDGET_MS ? 'pass' : 'fail',
    });
    const right = queries.length - misses.length;
    rows.push({
      metric: 'relevance: first result right (bench/search-queries.json)',
      value: `${right}/${queries.length} (${Math.round((100 * right) / queries.length)}%)`,
      budget: `≥ ${RELEVANCE_BUDGET}/${queries.length}`,
      result: right >= RELEVANCE_BUDGET ? 'pass' : 'fail',
    });
    for (const miss of misses) rows.push({ metric: 'relevance miss', value: miss });
  } finally {
    await browser.close();
  }
  return rows;
}
