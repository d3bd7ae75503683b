import { spawnSync } from 'node:child_process';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { CHROMIUM_PATH, CHROMIUM_FLAGS } from '../chromium.mjs';

export const title = 'API reference';

/** Budget for JavaScript a text page (and so an API page) may load, gzip, in bytes. */
const TEXT_PAGE_JS_BUDGET = 200_000;

/** Times `npm run api:build` and weighs the JavaScript the DataGrid API page loads. */
export default async function measure({ origin, root }) {
  const started = performance.now();
  const run = spawnSync('npx', ['tsx', '--tsconfig', 'tsconfig.scripts.json', 'scripts/api-build.ts'], {
    cwd: root,
    encoding: 'utf8',
  });
  const seconds = (performance.now() - started) / 1000;
  if (run.status !== 0) throw new Error(`api:build failed: ${run.stderr.slice(-500)}`);

  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  let bytes = 0;
  try {
    const page = await browser.newPage();
    const pending = [];
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      pending.push(
        response
          .body()
          .then((body) => (bytes += gzipSync(body, { level: 9 }).length))
          .catch(() => {}),
      );
    });
    await page.goto(`${origin}/x/api/data-grid/data-grid`, { waitUntil: 'load' });
    await page.waitForTimeout(2000);
    await Promise.all(pending);
  } finally {
    await browser.close();
  }
  return [
    { metric: 'api:build wall time', value: `${seconds.toFixed(1)} s` },
    {
      page: '/x/api/data-grid/data-grid',
      metric: 'JS gzip, after load',
      value: `${(bytes / 1000).toFixed(1)} KB`,
      budget: '≤ 200.0 KB',
      result: bytes <= TEXT_PAGE_JS_BUDGET ? 'pass' : 'fail',
    },
  ];
}
