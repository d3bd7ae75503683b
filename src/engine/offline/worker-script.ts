import 'server-only';
import fs from 'node:fs';
import path from 'node:path';

const WORKER_FILE = path.join(process.cwd(), 'src', 'engine', 'offline', 'worker.js');
const BUILD_ID_PLACEHOLDER = '__BUILD_ID__';

/**
 * The id of the build being served: Next writes `.next/BUILD_ID` before it prerenders,
 * so the worker route (prerendered) reads this build's own. `dev` under `next dev`.
 */
export function currentBuildId(distDir = path.join(process.cwd(), '.next')): string {
  try {
    return fs.readFileSync(path.join(distDir, 'BUILD_ID'), 'utf8').trim() || 'dev';
  } catch {
    return 'dev';
  }
}

/**
 * The offline worker with its caches named after `buildId`. A new build changes the
 * script's bytes, which is what makes browsers install the new worker and drop the old caches.
 */
export function workerScript(buildId: string): string {
  if (!/^[\w-]+$/.test(buildId)) throw new Error(`Unexpected build id for the service worker: ${buildId}`);
  const source = fs.readFileSync(WORKER_FILE, 'utf8');
  if (!source.includes(BUILD_ID_PLACEHOLDER))
    throw new Error(`${WORKER_FILE} lost its ${BUILD_ID_PLACEHOLDER}`);
  return source.replaceAll(BUILD_ID_PLACEHOLDER, buildId);
}
