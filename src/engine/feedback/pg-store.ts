/**
 * Feedback in PostgreSQL, shared by every server instance: the rows and the rate limit.
 * Each request is one or two single statements on a small pool; every wait is bounded
 * (connecting, waiting for a pooled connection, running a statement), so a database that is
 * down or stuck turns into a quick `StoreUnavailableError`, never a hung request.
 */
import 'server-only';
import { Pool, type PoolConfig } from 'pg';
import type { FeedbackRecord } from '../shared/feedback/schema';
import { migrate } from './pg-migrations';
import { createOutageLog, type OutageLog } from './outage';
import { createPoolGate } from './pool-gate';
import { FEEDBACK_RATE_LIMIT_DEFAULT, FEEDBACK_RATE_WINDOW_MS_DEFAULT, positive } from './rate-limit';
import type { FeedbackStore } from './store';

export interface PgStoreOptions {
  /** Requests per client per window, across all instances (`FEEDBACK_RATE_LIMIT`). */
  limit: number;
  /** Window length (`FEEDBACK_RATE_WINDOW_MS`). */
  windowMs: number;
  /** Connections per server process (`FEEDBACK_DATABASE_POOL_SIZE`, default 10). */
  poolSize: number;
  /** Longest wait for a connection, and longest statement (`FEEDBACK_DATABASE_TIMEOUT_MS`, default 3000). */
  timeoutMs: number;
  /** Longest wait for a free connection during a burst (`FEEDBACK_DATABASE_QUEUE_MS`, default 15000); none while the database is down. */
  queueMs: number;
  log?: OutageLog;
}

export function pgStoreOptionsFromEnv(env: Record<string, string | undefined> = process.env): PgStoreOptions {
  return {
    limit: positive(env.FEEDBACK_RATE_LIMIT, FEEDBACK_RATE_LIMIT_DEFAULT),
    windowMs: positive(env.FEEDBACK_RATE_WINDOW_MS, FEEDBACK_RATE_WINDOW_MS_DEFAULT),
    poolSize: Math.round(positive(env.FEEDBACK_DATABASE_POOL_SIZE, 10)),
    timeoutMs: positive(env.FEEDBACK_DATABASE_TIMEOUT_MS, 3000),
    queueMs: positive(env.FEEDBACK_DATABASE_QUEUE_MS, 15_000),
  };
}

/**
 * Counts one request in its client's window, in one atomic statement: the row lock taken by
 * the upsert orders concurrent requests from every instance, so none reads a stale count.
 * A window older than its length starts again at 1. The window is read from the database's
 * clock, the same for every instance.
 */
const HIT = `
INSERT INTO feedback_rate AS r (client, window_start, hits) VALUES ($1, now(), 1)
ON CONFLICT (client) DO UPDATE SET
  hits = CASE WHEN r.window_start + $2::float8 * interval '1 millisecond' <= now() THEN 1 ELSE r.hits + 1 END,
  window_start = CASE WHEN r.window_start + $2::float8 * interval '1 millisecond' <= now()
    THEN now() ELSE r.window_start END
RETURNING hits,
  greatest(1, ceil(extract(epoch FROM r.window_start + $2::float8 * interval '1 millisecond' - now())))::integer
    AS retry_after`;

const PRUNE = `DELETE FROM feedback_rate WHERE window_start + $1::float8 * interval '1 millisecond' <= now()`;

const INSERT = `INSERT INTO feedback (path, lang, rating, comment, version, created_at)
VALUES ($1, $2, $3, $4, $5, $6)`;

export function createPgStore(url: string, options: PgStoreOptions): FeedbackStore {
  const { limit, windowMs, timeoutMs } = options;
  const log = options.log ?? createOutageLog();
  const gate = createPoolGate(options.poolSize, options.queueMs);
  // A refused or dropped connection means the database is down: those in line fail at once.
  // A timeout may only be a busy machine: they keep their place (still bounded by `queueMs`).
  const failed = (error: unknown) => {
    const failure = log.failed(error);
    if (failure.reason === 'unreachable') gate.refuseWaiting(failure);
    return failure;
  };
  const config: PoolConfig = {
    connectionString: url,
    max: options.poolSize,
    // The gate keeps the pool from queueing: this bounds opening a connection only.
    connectionTimeoutMillis: timeoutMs,
    // Server side (the statement is cancelled) and client side (a server gone silent), the
    // latter with room for a busy event loop to read an answer that did arrive.
    statement_timeout: timeoutMs,
    query_timeout: 2 * timeoutMs,
    idleTimeoutMillis: 30_000,
    allowExitOnIdle: true,
    application_name: 'mui-x-docs-feedback',
  };
  const pool = new Pool(config);
  // A pooled connection the server closes (restart, shutdown) is dropped by the pool; without
  // this listener the error would end the process.
  pool.on('error', failed);

  let ready: Promise<unknown> | undefined;
  let prunedAt = 0;
  /** Runs `work` once the schema is in place; any failure becomes a StoreUnavailableError. */
  async function run<T>(work: () => Promise<T>): Promise<T> {
    try {
      await (ready ??= migrate(pool).catch((error: unknown) => {
        ready = undefined; // Tried again by the next request.
        throw error;
      }));
      const result = await gate.run(work);
      log.succeeded();
      return result;
    } catch (error) {
      throw failed(error);
    }
  }

  return {
    hit: (key) =>
      run(async () => {
        const { rows } = await pool.query<{ hits: number; retry_after: number }>(HIT, [key, windowMs]);
        const now = Date.now();
        if (now - prunedAt >= Math.max(windowMs, 60_000)) {
          prunedAt = now;
          void gate.run(() => pool.query(PRUNE, [windowMs])).catch(() => undefined);
        }
        return { allowed: rows[0].hits <= limit, retryAfter: rows[0].retry_after };
      }),
    insert: (record) =>
      run(async () => {
        // Autocommit: the promise resolves after PostgreSQL has committed the row.
        await pool.query(INSERT, [
          record.path,
          record.lang,
          record.rating,
          record.comment,
          record.version,
          record.createdAt,
        ]);
      }),
    all: () =>
      run(async () => {
        const { rows } = await pool.query<Omit<FeedbackRecord, 'createdAt'> & { created_at: Date }>(
          'SELECT path, lang, rating, comment, version, created_at FROM feedback ORDER BY id',
        );
        return rows.map(({ created_at, ...row }) => ({ ...row, createdAt: created_at.toISOString() }));
      }),
    close: () => pool.end(),
  };
}
