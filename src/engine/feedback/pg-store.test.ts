import net from 'node:net';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { createOutageLog } from './outage';
import { createPgStore, pgStoreOptionsFromEnv } from './pg-store';
import { feedbackDatabaseUrl, StoreUnavailableError } from './store';

// PostgreSQL itself is exercised end to end (tests/e2e/feedback-postgres.spec.ts); these cover
// what needs no server: a database that never answers, one that refuses, and the outage log.
const sockets = new Set<net.Socket>();
const silent = net.createServer((socket) => sockets.add(socket)); // Accepts connections and says nothing.
const listening = new Promise<number>((resolve) =>
  silent.listen(0, '127.0.0.1', () => resolve((silent.address() as net.AddressInfo).port)),
);
afterAll(async () => {
  for (const socket of sockets) socket.destroy();
  await new Promise((resolve) => silent.close(resolve));
});

const record = {
  path: '/x/introduction',
  lang: 'en' as const,
  rating: 'yes' as const,
  comment: null,
  version: '8.0.0',
  createdAt: new Date(0).toISOString(),
};

function storeAt(port: number) {
  const log = { error: vi.fn(), info: vi.fn() };
  const outage = createOutageLog(log);
  const options = { limit: 10, windowMs: 60_000, poolSize: 2, timeoutMs: 300, queueMs: 1000, log: outage };
  return { log, store: createPgStore(`postgres://feedback@127.0.0.1:${port}/postgres`, options) };
}

describe('PostgreSQL store when the database is not there', () => {
  it('gives up on a server that never answers within its timeout, logging once', async () => {
    const { log, store } = storeAt(await listening);
    const started = Date.now();
    const results = await Promise.allSettled([store.hit('a'), store.hit('b'), store.insert(record)]);
    expect(Date.now() - started).toBeLessThan(2_000);
    for (const result of results) {
      expect(result.status).toBe('rejected');
      const reason = (result as PromiseRejectedResult).reason as unknown;
      expect(reason).toBeInstanceOf(StoreUnavailableError);
      expect((reason as StoreUnavailableError).reason).toBe('timeout');
    }
    expect(log.error).toHaveBeenCalledTimes(1);
    await store.close();
  });

  it('fails fast as unreachable when nothing listens', async () => {
    const port = await new Promise<number>((resolve) => {
      const server = net.createServer().listen(0, '127.0.0.1', () => {
        const { port: free } = server.address() as net.AddressInfo;
        server.close(() => resolve(free));
      });
    });
    const { store } = storeAt(port);
    const started = Date.now();
    // Five requests for two connections: the ones in line are refused as soon as one is.
    const results = await Promise.allSettled(['a', 'b', 'c', 'd', 'e'].map((key) => store.hit(key)));
    for (const result of results) expect(result).toMatchObject({ reason: { reason: 'unreachable' } });
    expect(Date.now() - started).toBeLessThan(1_000);
    await store.close();
  });
});

describe('outage log', () => {
  it('logs the start and the end of each outage, not each failure', () => {
    const log = { error: vi.fn(), info: vi.fn() };
    const outage = createOutageLog(log);
    outage.succeeded();
    for (let i = 0; i < 5; i += 1) outage.failed(new Error('connect ECONNREFUSED'));
    expect(outage.down).toBe(true);
    outage.succeeded();
    outage.succeeded();
    outage.failed(
      Object.assign(new Error('canceling statement due to statement timeout'), { code: '57014' }),
    );
    expect(log.error.mock.calls.map(([line]) => String(line))).toEqual([
      expect.stringContaining('unreachable: connect ECONNREFUSED'),
      expect.stringContaining('timeout: canceling statement'),
    ]);
    expect(log.info).toHaveBeenCalledTimes(1);
  });
});

describe('configuration', () => {
  it('uses PostgreSQL only for a postgres:// URL and refuses anything else', () => {
    expect(feedbackDatabaseUrl({})).toBeUndefined();
    expect(feedbackDatabaseUrl({ FEEDBACK_DATABASE_URL: ' ' })).toBeUndefined();
    expect(feedbackDatabaseUrl({ FEEDBACK_DATABASE_URL: 'postgresql://db/feedback' })).toBe(
      'postgresql://db/feedback',
    );
    expect(() => feedbackDatabaseUrl({ FEEDBACK_DATABASE_URL: 'mysql://db/feedback' })).toThrow(/postgres/);
  });

  it('reads pool size, timeout and the shared limit from the environment', () => {
    expect(pgStoreOptionsFromEnv({})).toEqual({
      limit: 10,
      windowMs: 60_000,
      poolSize: 10,
      timeoutMs: 3000,
      queueMs: 15_000,
    });
    expect(
      pgStoreOptionsFromEnv({
        FEEDBACK_RATE_LIMIT: '3',
        FEEDBACK_DATABASE_POOL_SIZE: '4',
        FEEDBACK_DATABASE_TIMEOUT_MS: 'soon',
      }),
    ).toMatchObject({ limit: 3, poolSize: 4, timeoutMs: 3000 });
  });
});
