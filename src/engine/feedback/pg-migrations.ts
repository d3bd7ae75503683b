/**
 * The PostgreSQL schema, as numbered migrations applied once each, in order, at first use.
 * Several instances may start at once: each takes the same transaction-scoped advisory lock
 * before reading `feedback_migrations`, so one applies what is missing and the others then
 * find it done. Append new migrations; never edit an applied one.
 */
import type { Pool } from 'pg';

export interface Migration {
  version: number;
  sql: string;
}

export const MIGRATIONS: readonly Migration[] = [
  {
    version: 1,
    sql: `CREATE TABLE feedback (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      path text NOT NULL,
      lang text NOT NULL,
      rating text NOT NULL CHECK (rating IN ('yes', 'no')),
      comment text,
      version text NOT NULL,
      created_at timestamptz NOT NULL
    )`,
  },
  {
    // One row per client and window, shared by every instance. Unlogged: a crash of the
    // database forgets the counters (they restart from zero), which is cheaper than logging them.
    version: 2,
    sql: `CREATE UNLOGGED TABLE feedback_rate (
      client text PRIMARY KEY,
      window_start timestamptz NOT NULL,
      hits integer NOT NULL
    );
    CREATE INDEX feedback_rate_window_start ON feedback_rate (window_start)`,
  },
];

/** Key of the advisory lock that serialises migrations (any constant bigint; "fdbk" in ASCII). */
export const MIGRATION_LOCK_KEY = 0x6664626b;

/** Applies the migrations the database lacks; returns the versions this call applied. */
export async function migrate(pool: Pool, migrations: readonly Migration[] = MIGRATIONS): Promise<number[]> {
  const client = await pool.connect();
  let broken: Error | undefined;
  try {
    await client.query('BEGIN');
    await client.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK_KEY]);
    await client.query(
      `CREATE TABLE IF NOT EXISTS feedback_migrations (
        version integer PRIMARY KEY,
        applied_at timestamptz NOT NULL DEFAULT now()
      )`,
    );
    const { rows } = await client.query<{ version: number }>('SELECT version FROM feedback_migrations');
    const done = new Set(rows.map((row) => row.version));
    const applied: number[] = [];
    for (const migration of migrations) {
      if (done.has(migration.version)) continue;
      await client.query(migration.sql);
      await client.query('INSERT INTO feedback_migrations (version) VALUES ($1)', [migration.version]);
      applied.push(migration.version);
    }
    await client.query('COMMIT');
    return applied;
  } catch (error) {
    broken = error instanceof Error ? error : new Error(String(error));
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    // A failed connection is dropped rather than handed to the next request.
    client.release(broken);
  }
}
