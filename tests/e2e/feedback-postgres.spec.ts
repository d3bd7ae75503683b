import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { Client, type QueryResultRow } from 'pg';
import { expect, test } from './support/fixtures';
import { refusedCases, validFeedback } from './support/feedback-cases';
import { startNextInstance, type NextInstance } from './support/next-instance';
import { createPostgresCluster, postgresBinDir, type PostgresCluster } from './support/postgres-cluster';

/**
 * Page feedback stored in PostgreSQL by two `next start` instances of the built site, as behind
 * a load balancer: one shared rate limit, nothing acknowledged lost when an instance dies, 503s
 * (not hangs) while the database is down. Both instances trust one proxy, played by the test,
 * which names each client in X-Forwarded-For.
 */

const PORTS = [3113, 3114].map((port) => port - 3100 + Number(process.env.E2E_PORT ?? 3100));
const LIMIT = 10;
const bin = postgresBinDir();
/** Labels the rows of this run. */
const RUN = `pg-${Date.now().toString(36)}`;

interface Result {
  status: number;
  retryAfter: string | null;
  body: { error?: string; reason?: string };
  ms: number;
  comment: string;
  origin: string;
}

/** One POST; a request that hangs past 90 s fails the test through its abort. */
async function post(
  origin: string,
  client: string,
  comment: string,
  body = validFeedback(comment),
  type?: string,
) {
  const started = Date.now();
  const response = await fetch(`${origin}/api/feedback`, {
    method: 'POST',
    headers: { 'content-type': type ?? 'application/json', 'x-forwarded-for': client },
    body,
    signal: AbortSignal.timeout(90_000),
  });
  const result: Result = {
    status: response.status,
    retryAfter: response.headers.get('retry-after'),
    body: (await response.json()) as Result['body'],
    ms: Date.now() - started,
    comment,
    origin,
  };
  return result;
}

const count = <T>(items: T[], keep: (item: T) => boolean) => items.filter(keep).length;

test.describe('page feedback in PostgreSQL behind two instances', () => {
  test.describe.configure({ mode: 'serial' });
  test.skip(
    !bin && !process.env.CI,
    'No PostgreSQL server binaries in /usr/lib/postgresql/*/bin (or PG_BIN): apt-get install postgresql to run this spec.',
  );

  let cluster: PostgresCluster | undefined;
  let instances: NextInstance[] = [];
  const env = (url: string) => ({
    FEEDBACK_DATABASE_URL: url,
    TRUST_PROXY_HOPS: '1',
    FEEDBACK_RATE_LIMIT: String(LIMIT),
    FEEDBACK_RATE_WINDOW_MS: '600000',
    // Generous, so that a loaded machine's slowness is not taken for an outage (the bounds
    // themselves are unit-tested in src/engine/feedback/pg-store.test.ts and pool-gate.test.ts).
    FEEDBACK_DATABASE_TIMEOUT_MS: '10000',
    FEEDBACK_DATABASE_QUEUE_MS: '60000',
  });
  /** One query on a connection of its own (a kept one would die with the database restart). */
  async function query<Row extends QueryResultRow>(sql: string, params: unknown[] = []): Promise<Row[]> {
    const db = new Client(cluster!.url);
    db.on('error', () => undefined);
    await db.connect();
    try {
      return (await db.query<Row>(sql, params)).rows;
    } finally {
      await db.end();
    }
  }
  /** Stored comments of this run starting with `prefix`, with how often each is stored. */
  async function stored(prefix: string): Promise<Map<string, number>> {
    const rows = await query<{ comment: string; n: number }>(
      'SELECT comment, count(*)::int AS n FROM feedback WHERE starts_with(comment, $1) GROUP BY comment',
      [prefix],
    );
    return new Map(rows.map((row) => [row.comment, row.n]));
  }

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    // In CI the spec fails rather than skips: .ci/run installs Debian's postgresql package.
    if (!bin) throw new Error('PostgreSQL server binaries not found (/usr/lib/postgresql/*/bin or PG_BIN)');
    cluster = await createPostgresCluster(bin);
    const { url } = cluster;
    instances = await Promise.all(PORTS.map((port) => startNextInstance(port, env(url))));
  });

  test.afterAll(async () => {
    await Promise.all(instances.map((instance) => instance.kill()));
    await cluster?.remove();
  });

  test('1,000 concurrent posts from 50 clients: each stored once, exactly the limit per client', async () => {
    test.setTimeout(120_000);
    const started = Date.now();
    // 50 clients × 20 posts (twice the limit), alternating between the two instances.
    const results = await Promise.all(
      Array.from({ length: 1000 }, (_, i) => {
        const client = i % 50;
        const round = Math.floor(i / 50);
        const origin = instances[(client + round) % 2].origin;
        return post(origin, `10.1.${client}.1`, `${RUN} burst c${client} r${round}`);
      }),
    );
    const elapsed = Date.now() - started;
    expect(count(results, (r) => r.status !== 201 && r.status !== 429)).toBe(0);
    for (let client = 0; client < 50; client += 1) {
      const mine = results.filter((r) => r.comment.includes(` c${client} `));
      expect(
        count(mine, (r) => r.status === 201),
        `client ${client}`,
      ).toBe(LIMIT);
      expect(count(mine, (r) => r.status === 429 && Number(r.retryAfter) > 0)).toBe(20 - LIMIT);
    }
    const accepted = results.filter((r) => r.status === 201);
    const rows = await stored(`${RUN} burst `);
    expect(rows.size).toBe(accepted.length);
    for (const { comment } of accepted) expect(rows.get(comment), comment).toBe(1);
    // Both instances migrated the fresh database at once: each version is recorded once.
    const versions = await query<{ version: number }>('SELECT version FROM feedback_migrations ORDER BY 1');
    expect(versions.map((row) => row.version)).toEqual([1, 2]);
    const perInstance = instances.map((instance) => count(accepted, (r) => r.origin === instance.origin));
    console.log(
      `[pg] 1000 posts in ${elapsed} ms: ${accepted.length} × 201 (${perInstance.join(' + ')} by instance), ` +
        `${count(results, (r) => r.status === 429)} × 429, slowest ${Math.max(...results.map((r) => r.ms))} ms`,
    );
  });

  test('an instance killed in the middle of a burst loses no acknowledged post', async () => {
    test.setTimeout(120_000);
    const [survivor, victim] = instances;
    let done = 0;
    let killed: Promise<void> | undefined;
    // 40 clients × 10 posts (within the limit); the second instance dies after 100 answers.
    const results = await Promise.all(
      Array.from({ length: 400 }, async (_, i) => {
        const origin = (i % 2 ? victim : survivor).origin;
        const comment = `${RUN} kill ${i}`;
        const result = await post(origin, `10.2.${i % 40}.1`, comment).catch(() => ({
          status: 0,
          comment,
          origin,
        }));
        done += 1;
        if (done === 100) killed = victim.kill('SIGKILL');
        return result;
      }),
    );
    await killed;
    const accepted = results.filter((r) => r.status === 201);
    const rows = await stored(`${RUN} kill `);
    for (const { comment } of accepted) expect(rows.get(comment), comment).toBe(1);
    expect(count(results, (r) => r.origin === survivor.origin && r.status !== 201)).toBe(0);
    const cut = count(results, (r) => r.origin === victim.origin && r.status === 0);
    expect(cut, 'requests cut off by the kill').toBeGreaterThan(0);
    console.log(
      `[pg] kill: ${accepted.length} × 201 all stored (${rows.size} rows, ` +
        `${rows.size - accepted.length} stored without an answer); ${cut} requests cut off`,
    );
    instances[1] = await startNextInstance(PORTS[1], env(cluster!.url));
  });

  test('with the database stopped: 503 with Retry-After, no hang, logged once; 201 once it is back', async () => {
    test.setTimeout(120_000);
    const logged = instances.map((instance) => instance.output().length);
    await cluster!.stop();
    const down = await Promise.all(
      Array.from({ length: 40 }, (_, i) => post(instances[i % 2].origin, `10.3.${i}.1`, `${RUN} down ${i}`)),
    );
    for (const result of down) {
      expect(result.status).toBe(503);
      expect(Number(result.retryAfter)).toBeGreaterThan(0);
      expect(result.body).toMatchObject({ error: 'storage_unavailable' });
      expect(['unreachable', 'timeout']).toContain(result.body.reason);
      expect(result.ms).toBeLessThan(5_000);
    }
    for (const instance of instances) {
      expect((await fetch(`${instance.origin}/x/introduction`)).status).toBe(200);
    }
    await cluster!.start();
    const up = await Promise.all(
      Array.from({ length: 20 }, (_, i) => post(instances[i % 2].origin, `10.4.${i}.1`, `${RUN} up ${i}`)),
    );
    expect(up.map((r) => r.status)).toEqual(up.map(() => 201));
    expect((await stored(`${RUN} up `)).size).toBe(20);
    expect((await stored(`${RUN} down `)).size).toBe(0);
    for (const [i, instance] of instances.entries()) {
      const since = instance.output().slice(logged[i]);
      expect(since.match(/database unavailable/g), since).toHaveLength(1);
      expect(since.match(/database reachable again/g), since).toHaveLength(1);
    }
    console.log(
      `[pg] database down: 40 × 503 in ≤ ${Math.max(...down.map((r) => r.ms))} ms each; ` +
        `back up: 20 × 201, slowest ${Math.max(...up.map((r) => r.ms))} ms`,
    );
  });

  test('refuses the same hostile input as the SQLite store, and shares the limit', async () => {
    for (const [n, instance] of instances.entries()) {
      const comment = `${RUN} hostile ${n}`;
      for (const [body, type, status] of refusedCases(comment)) {
        const result = await post(instance.origin, `10.5.${n}.1`, comment, body, type);
        expect(result.status, body.slice(0, 60)).toBe(status);
        expect(result.body).toHaveProperty('error');
      }
    }
    expect((await stored(`${RUN} hostile`)).size).toBe(0);
    // One client alternating between instances, writing made-up addresses before the proxy's.
    const statuses: number[] = [];
    for (let i = 0; i <= LIMIT; i += 1) {
      const forwarded = `198.51.100.${i}, 10.6.0.1`;
      const body = validFeedback(`${RUN} spoof ${i}`);
      statuses.push((await post(instances[i % 2].origin, forwarded, '', body, 'text/plain')).status);
    }
    expect(statuses).toEqual([...Array<number>(LIMIT).fill(415), 429]);
  });

  test('stores the row as the SQLite store does, and npm run feedback:export reads it', async () => {
    const comment = `${RUN} export "quoted", <b>kept</b>`;
    expect((await post(instances[0].origin, '10.7.0.1', comment)).status).toBe(201);
    const rows = await query<{ created_at: Date }>(
      'SELECT path, lang, rating, comment, version, created_at FROM feedback WHERE comment = $1',
      [comment],
    );
    expect(rows).toMatchObject([
      { path: '/x/introduction', lang: 'en', rating: 'no', comment, version: '8.0.0' },
    ]);
    expect(Date.now() - rows[0].created_at.getTime()).toBeLessThan(60_000);
    const { stdout } = await promisify(execFile)('node', ['scripts/feedback-export.mjs'], {
      env: { ...process.env, FEEDBACK_DATABASE_URL: cluster!.url },
      maxBuffer: 64 * 1024 * 1024,
    });
    const line = stdout.split('\r\n').find((row) => row.includes(`${RUN} export`));
    expect(line).toMatch(/^\/x\/introduction,en,no,".* ""quoted"", <b>kept<\/b>",8\.0\.0,\d{4}-\d\d-\d\dT/);
  });
});
