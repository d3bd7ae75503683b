import { spawn } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';

/**
 * `npm run dev` (scripts/dev.mjs, then `next dev`) in its own process group, for the writer's-loop
 * figures (`extra/50-dev-loop.mjs`). `env` is added to the environment (e.g. `DOCS_CONTENT_DIR`).
 */
export function startDevServer(root, port, env = {}) {
  const startedAt = performance.now();
  const child = spawn(process.execPath, ['scripts/dev.mjs', '-H', '127.0.0.1', '-p', String(port)], {
    cwd: root,
    detached: true,
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  const keep = (chunk) => {
    log = (log + chunk).slice(-8000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = new Promise((resolve) => child.once('exit', resolve));
  return {
    origin: `http://127.0.0.1:${port}`,
    startedAt,
    log: () => log,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      signal(-child.pid, 'SIGTERM');
      const killed = await Promise.race([exited.then(() => true), sleep(5000).then(() => false)]);
      if (!killed) signal(-child.pid, 'SIGKILL');
      await exited;
    },
  };
}

function signal(target, name) {
  try {
    process.kill(target, name);
  } catch {
    // Already gone.
  }
}

/** GETs `url` until it answers (the dev server compiles on the first request); returns ms and text. */
export async function timedGet(url, { timeoutMs = 300_000 } = {}) {
  const start = performance.now();
  const deadline = start + timeoutMs;
  while (performance.now() < deadline) {
    try {
      const left = Math.max(1, Math.round(deadline - performance.now()));
      const response = await fetch(url, { signal: AbortSignal.timeout(left) });
      const text = await response.text();
      return { ms: performance.now() - start, status: response.status, text };
    } catch {
      // Not listening yet.
      await sleep(100);
    }
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}
