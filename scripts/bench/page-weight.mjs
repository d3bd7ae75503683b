import { gzipSync } from 'node:zlib';
import { setTimeout as sleep } from 'node:timers/promises';
import { chromium } from 'playwright-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium.mjs';

function isJavaScript(response) {
  const type = response.request().resourceType();
  const contentType = response.headers()['content-type'] ?? '';
  return type === 'script' || /javascript|ecmascript/.test(contentType);
}

/** Counts in-flight requests so we can wait for quiet after scrolling, which Playwright's
 * `networkidle` cannot do once the page has reached that state on load. */
function trackNetwork(page) {
  const entries = [];
  let phase = 'load';
  let inFlight = 0;
  let lastChange = Date.now();
  const settle = () => {
    inFlight -= 1;
    lastChange = Date.now();
  };
  page.on('request', () => {
    inFlight += 1;
    lastChange = Date.now();
  });
  page.on('requestfinished', settle);
  page.on('requestfailed', settle);
  page.on('response', (response) => entries.push(measureResponse(response, phase)));
  return {
    entries,
    setPhase(next) {
      phase = next;
    },
    async waitForIdle(quietMs = 750, timeoutMs = 20_000) {
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline) {
        if (inFlight <= 0 && Date.now() - lastChange >= quietMs) return;
        await sleep(100);
      }
    },
  };
}

async function measureResponse(response, phase) {
  const js = isJavaScript(response);
  await response.finished().catch(() => {});
  const sizes = await response
    .request()
    .sizes()
    .catch(() => null);
  const transferred = sizes ? sizes.responseHeadersSize + Math.max(sizes.responseBodySize, 0) : 0;
  let jsGzip = 0;
  if (js) {
    // Redirects and failed loads have no body; they add no script weight.
    const body = await response.body().catch(() => null);
    if (body) jsGzip = gzipSync(body, { level: 9 }).length;
  }
  return { phase, js, jsGzip, transferred };
}

async function scrollToBottom(page) {
  await page.evaluate(async () => {
    const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
    // Re-read the height every step: lazy demos grow the page while we scroll.
    for (let i = 0; i < 400; i += 1) {
      const bottom = document.documentElement.scrollHeight - window.innerHeight;
      if (window.scrollY >= bottom - 2) break;
      window.scrollBy(0, Math.round(window.innerHeight / 2));
      await pause(150);
    }
  });
}

function summarize(results, phases) {
  const picked = results.filter((r) => phases.includes(r.phase));
  return {
    jsGzipBytes: picked.reduce((sum, r) => sum + r.jsGzip, 0),
    jsFiles: picked.filter((r) => r.js).length,
    requests: picked.length,
    transferredBytes: picked.reduce((sum, r) => sum + r.transferred, 0),
  };
}

async function weighPage(browser, url) {
  // A fresh context per page so nothing comes from the cache of an earlier page.
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const network = trackNetwork(page);
    const response = await page.goto(url, { waitUntil: 'networkidle', timeout: 60_000 });
    // Weighing an error page would give plausible but meaningless numbers.
    if (!response?.ok()) throw new Error(`${url} answered HTTP ${response?.status() ?? 'nothing'}`);
    await network.waitForIdle();
    network.setPhase('scroll');
    await scrollToBottom(page);
    await network.waitForIdle();
    const results = await Promise.all(network.entries);
    return { initial: summarize(results, ['load']), afterScroll: summarize(results, ['load', 'scroll']) };
  } finally {
    await context.close();
  }
}

/** Step 3: JS gzip weight, request count and transferred bytes, before and after scrolling. */
export async function measurePageWeight(origin, pages) {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_FLAGS,
    headless: true,
  });
  try {
    const out = {};
    for (const page of pages) {
      console.log(`bench: page weight ${page.path}`);
      try {
        out[page.path] = await weighPage(browser, origin + page.path);
      } catch (error) {
        out[page.path] = { error: error.message.split('\n')[0] };
      }
    }
    return out;
  } finally {
    await browser.close();
  }
}
