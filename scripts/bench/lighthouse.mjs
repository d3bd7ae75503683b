import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import { launch } from 'chrome-launcher';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium.mjs';

function figures(lhr) {
  const audit = (id) => lhr.audits[id]?.numericValue ?? null;
  const score = lhr.categories.performance?.score;
  return {
    score: score == null ? null : Math.round(score * 100),
    lcpMs: audit('largest-contentful-paint'),
    tbtMs: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    fcpMs: audit('first-contentful-paint'),
    runtimeError: lhr.runtimeError?.message ?? null,
  };
}

async function runOnce(port, url) {
  // No config argument: Lighthouse's default config is the mobile preset with simulated throttling.
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
  });
  if (!result) throw new Error(`Lighthouse returned no result for ${url}`);
  return { ...figures(result.lhr), report: result.report };
}

function median(runs) {
  const sorted = [...runs].sort((a, b) => (a.score ?? -1) - (b.score ?? -1));
  return sorted[Math.floor((sorted.length - 1) / 2)];
}

/** Step 4: Lighthouse mobile performance per page; the raw report of the kept run is saved. */
export async function measureLighthouse(origin, pages, { runs, outDir }) {
  const chrome = await launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: [...CHROMIUM_FLAGS, '--headless=new'],
    logLevel: 'silent',
  });
  try {
    const out = {};
    for (const page of pages) {
      console.log(`bench: lighthouse ${page.path}${runs > 1 ? ` (${runs} runs)` : ''}`);
      try {
        const all = [];
        for (let i = 0; i < runs; i += 1) all.push(await runOnce(chrome.port, origin + page.path));
        const { report, ...kept } = median(all);
        const file = join(outDir, `lighthouse-${page.slug}.json`);
        writeFileSync(file, Array.isArray(report) ? report[0] : report);
        out[page.path] = { ...kept, scores: all.map((r) => r.score), file };
      } catch (error) {
        out[page.path] = { error: error.message.split('\n')[0] };
      }
    }
    return out;
  } finally {
    await chrome.kill();
  }
}
