import { spawn } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';

async function answers(url) {
  try {
    // Any HTTP status counts: "/" redirects, and we only want to know the server is up.
    await fetch(url, { redirect: 'manual', signal: AbortSignal.timeout(2000) });
    return true;
  } catch {
    return false;
  }
}

/** Step 2: starts `next start` in its own process group so stop() can end npx and next together. */
export async function startServer(root, port, { timeoutMs = 60_000 } = {}) {
  const origin = `http://127.0.0.1:${port}`;
  if (await answers(origin)) {
    throw new Error(`something already answers on ${origin}; pick another --port`);
  }
  const child = spawn('npx', ['next', 'start', '-p', String(port), '-H', '127.0.0.1'], {
    cwd: root,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  const keep = (chunk) => {
    log = (log + chunk).slice(-4000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  let exited = null;
  child.on('exit', (code, signal) => {
    exited = signal ?? `exit ${code}`;
  });

  const server = {
    origin,
    async stop() {
      if (exited) return;
      const gone = new Promise((resolve) => child.once('exit', resolve));
      signalGroup(child.pid, 'SIGTERM');
      const timedOut = await Promise.race([gone.then(() => false), sleep(5000).then(() => true)]);
      if (timedOut) signalGroup(child.pid, 'SIGKILL');
    },
  };

  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (exited) throw new Error(`next start stopped early (${exited}):\n${log}`);
    if (await answers(origin)) return server;
    await sleep(250);
  }
  await server.stop();
  throw new Error(`next start did not answer on ${origin} within ${timeoutMs / 1000}s:\n${log}`);
}

function signalGroup(pid, signal) {
  try {
    process.kill(-pid, signal);
  } catch {
    // The group is already gone.
  }
}
