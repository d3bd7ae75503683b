import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { startDevServer, timedGet } from '../dev-server.mjs';

export const title = 'Writer’s loop (npm run dev)';

const FIRST = '/x/introduction';
const SECOND = '/x/react-data-grid/editing';
const EDITED = { page: '/x/react-data-grid/editing', file: 'data-grid/editing.mdx' };
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

/** Refreshes `url` until its HTML contains `text`; the time from the edit to that answer. */
async function untilShown(url, text, editedAt, timeoutMs = 30_000) {
  while (performance.now() - editedAt < timeoutMs) {
    const { text: html } = await timedGet(url);
    if (html.includes(text)) return performance.now() - editedAt;
    await sleep(100);
  }
  return null;
}

/**
 * A cold `npm run dev` (no `.next/dev`, as after a fresh clone) on a copy of content/ inside the
 * project (`DOCS_CONTENT_DIR`, so no real page is edited): the time from the command to the first
 * docs page's HTML, a second page's first answer, then an edit to the copy's Markdown until a
 * refresh shows it. Figures only, no budget (issue 37 aims at 20 s, 5 s and 2 s on 2 cores).
 */
export default async function measure({ root, options }) {
  const content = join(root, 'tmp', 'bench-dev-content');
  rmSync(content, { recursive: true, force: true });
  mkdirSync(join(root, 'tmp'), { recursive: true });
  cpSync(join(root, 'content'), content, { recursive: true });
  rmSync(join(root, '.next', 'dev'), { recursive: true, force: true });
  const server = startDevServer(root, options.port + 11, { DOCS_CONTENT_DIR: content });
  try {
    const first = await timedGet(server.origin + FIRST);
    const firstMs = performance.now() - server.startedAt;
    const second = await timedGet(server.origin + SECOND);
    // Opening a page compiles its demos for the browser in the background (the next request waits
    // for it); a writer saves seconds later. Measure the edit from a settled server.
    await timedGet(server.origin + EDITED.page);
    const file = join(content, EDITED.file);
    const marker = `Bench marker ${Date.now()}`;
    writeFileSync(file, `${readFileSync(file, 'utf8')}\n${marker}\n`);
    const editMs = await untilShown(server.origin + EDITED.page, marker, performance.now());
    return [
      {
        page: FIRST,
        metric: 'first page after `npm run dev` (cold)',
        value: `${seconds(firstMs)} (${first.status})`,
      },
      { page: SECOND, metric: 'next page, first visit', value: `${seconds(second.ms)} (${second.status})` },
      {
        page: EDITED.page,
        metric: 'Markdown edit to refresh',
        value: editMs === null ? 'not shown in 30 s' : seconds(editMs),
      },
    ];
  } finally {
    await server.stop();
    rmSync(content, { recursive: true, force: true });
    // Its registry points into the copy: the next `npm run dev` writes a fresh one.
    rmSync(join(root, 'generated', 'dev'), { recursive: true, force: true });
  }
}
