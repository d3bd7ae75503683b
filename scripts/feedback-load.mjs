#!/usr/bin/env node
/**
 * Load test of the feedback endpoint: 1,000 valid and 100 bad posts, many at
 * once, then a check in SQLite that every valid one was stored and no bad one.
 *
 *   node scripts/feedback-load.mjs                 # starts `next start` itself (needs a build)
 *   node scripts/feedback-load.mjs --url http://127.0.0.1:3000 --db data/feedback.db
 *
 * Only 127.0.0.1 is ever contacted; counts and concurrency are capped.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';

const arg = (name, fallback) => {
  const index = process.argv.indexOf(`--${name}`);
  return index > -1 ? process.argv[index + 1] : fallback;
};
const cap = (value, max) => Math.max(1, Math.min(max, Number(value)));
const VALID = cap(arg('valid', 1000), 5000);
const BAD = cap(arg('bad', 100), 1000);
const CONCURRENCY = cap(arg('concurrency', 1000), 1000);
const PORT = cap(arg('port', 3299), 65535);
const run = `load-${Date.now().toString(36)}`;

let base = arg('url');
let dbFile = arg('db');
let child;

async function startServer() {
  dbFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'feedback-load-')), 'feedback.db');
  base = `http://127.0.0.1:${PORT}`;
  const env = {
    ...process.env,
    FEEDBACK_DB_PATH: dbFile,
    FEEDBACK_RATE_LIMIT: '1000000',
    NEXT_TELEMETRY_DISABLED: '1',
  };
  child = spawn('npx', ['next', 'start', '-p', String(PORT), '-H', '127.0.0.1'], {
    env,
    stdio: 'ignore',
    detached: true,
  });
  for (let i = 0; i < 120; i += 1) {
    try {
      await request('GET', '/api/feedback', '', 'application/json');
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
  throw new Error('the server did not start within 60 s');
}

const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY });

function request(method, pathname, body, type) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const req = http.request(
      `${base}${pathname}`,
      { method, agent, headers: { 'content-type': type, 'content-length': Buffer.byteLength(body) } },
      (res) => {
        res.resume();
        res.on('end', () => resolve({ status: res.statusCode, ms: performance.now() - started }));
      },
    );
    req.setTimeout(30_000, () => req.destroy(new Error('timeout')));
    req.on('error', reject);
    req.end(body);
  });
}

const payload = (extra) =>
  JSON.stringify({ path: '/x/introduction', lang: 'en', rating: 'yes', version: '8.0.0', ...extra });
const BAD_KINDS = [
  (i) => [payload({ comment: `${run}-bad-${i}` }), 'text/plain'],
  (i) => [`{"comment":"${run}-bad-${i}"`, 'application/json'],
  (i) => [payload({ rating: 'maybe', comment: `${run}-bad-${i}` }), 'application/json'],
  (i) => [payload({ comment: `${run}-bad-${i}-${'x'.repeat(5000)}` }), 'application/json'],
  (i) => [payload({ path: '/x/no-such-page', comment: `${run}-bad-${i}` }), 'application/json'],
];

async function main() {
  if (!base) await startServer();
  if (!/^http:\/\/127\.0\.0\.1:\d+$/.test(base)) throw new Error('--url must be http://127.0.0.1:<port>');
  if (!dbFile) throw new Error('--db is needed with --url, to check what was stored');
  const jobs = [
    ...Array.from({ length: VALID }, (_, i) => ({
      bad: false,
      make: () => [payload({ comment: `${run}-ok-${i}` }), 'application/json'],
    })),
    ...Array.from({ length: BAD }, (_, i) => ({ bad: true, make: () => BAD_KINDS[i % BAD_KINDS.length](i) })),
  ].sort(() => Math.random() - 0.5);

  // Warm-up, not counted: loads the route and the page list (an unknown page is never stored).
  await request('POST', '/api/feedback', payload({ path: '/x/warm-up' }), 'application/json');

  const results = [];
  let next = 0;
  const started = performance.now();
  const worker = async () => {
    while (next < jobs.length) {
      const job = jobs[next++];
      const [body, type] = job.make();
      try {
        results.push({ bad: job.bad, ...(await request('POST', '/api/feedback', body, type)) });
      } catch (error) {
        results.push({ bad: job.bad, status: 'error', ms: 0, error: String(error) });
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(CONCURRENCY, jobs.length) }, worker));
  const seconds = (performance.now() - started) / 1000;

  const db = new Database(dbFile, { readonly: true });
  const count = (pattern) =>
    db.prepare('SELECT COUNT(*) AS n FROM feedback WHERE comment LIKE ?').get(pattern).n;
  const storedValid = count(`${run}-ok-%`);
  const storedBad = count(`${run}-bad-%`);
  db.close();

  const tally = (bad) =>
    results
      .filter((r) => r.bad === bad)
      .reduce((acc, r) => ({ ...acc, [r.status]: (acc[r.status] ?? 0) + 1 }), {});
  const ms = results.map((r) => r.ms).sort((a, b) => a - b);
  const pct = (p) => ms[Math.min(ms.length - 1, Math.floor((p / 100) * ms.length))].toFixed(1);
  console.log(`requests: ${results.length} (${VALID} valid, ${BAD} bad), concurrency ${CONCURRENCY}`);
  console.log(`time: ${seconds.toFixed(2)} s, ${(results.length / seconds).toFixed(0)} requests/s`);
  console.log(`latency ms: p50 ${pct(50)}, p95 ${pct(95)}, p99 ${pct(99)}, max ${ms.at(-1).toFixed(1)}`);
  console.log(
    `valid statuses: ${JSON.stringify(tally(false))}; bad statuses: ${JSON.stringify(tally(true))}`,
  );
  console.log(`stored: ${storedValid}/${VALID} valid, ${storedBad} bad`);
  const ok = storedValid === VALID && storedBad === 0;
  console.log(ok ? 'PASS' : 'FAIL');
  process.exitCode = ok ? 0 : 1;
}

main()
  .catch((error) => {
    console.error(error);
    process.exitCode = 1;
  })
  .finally(() => {
    agent.destroy();
    if (child) process.kill(-child.pid, 'SIGTERM');
  });
