import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { descendantsOf } from './rss-sampler.mjs';

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
  const child = spawn('npx', ['next', 'start', '-p', String(port)], {
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

  let pids = [child.pid];
  const server = {
    origin,
    async stop() {
      // Signal every process ever seen in the tree: if npx has already exited, the next-server
      // it started is orphaned and no longer reachable through the npx pid.
      pids = [...new Set([...pids, ...(exited ? [] : descendantsOf(child.pid))])];
      signalAll(child.pid, pids, 'SIGTERM');
      const deadline = Date.now() + 5000;
      while (Date.now() < deadline && pids.some(alive)) await sleep(100);
      signalAll(child.pid, pids.filter(alive), 'SIGKILL');
      child.stdout.destroy();
      child.stderr.destroy();
    },
  };

  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (exited) {
      await server.stop();
      throw new Error(`next start stopped early (${exited}):\n${log}`);
    }
    if (await answers(origin)) {
      pids = descendantsOf(child.pid);
      return server;
    }
    await sleep(250);
  }
  await server.stop();
  throw new Error(`next start did not answer on ${origin} within ${timeoutMs / 1000}s:\n${log}`);
}

function alive(pid) {
  try {
    return !/^State:\s+Z/m.test(readFileSync(`/proc/${pid}/status`, 'utf8'));
  } catch {
    return false;
  }
}

function signalAll(groupLeader, pids, signal) {
  for (const target of [-groupLeader, ...pids]) {
    try {
      process.kill(target, signal);
    } catch {
      // Already gone.
    }
  }
}
