/**
 * Where feedback goes: the one small interface the route uses, whichever database is behind it.
 * `FEEDBACK_DATABASE_URL` set to a `postgres://` URL: PostgreSQL, shared by every server instance
 * (pg-store.ts). Unset: the SQLite file beside this process (sqlite-store.ts).
 */
import type { FeedbackRecord } from '../shared/feedback/schema';

/** What the rate limiter decided about one request. */
export interface RateDecision {
  allowed: boolean;
  /** Seconds until the client may send again (meaningful when not allowed). */
  retryAfter: number;
}

export interface FeedbackStore {
  /** Counts one request from `key` against its window. */
  hit(key: string): Promise<RateDecision>;
  /** Saves one feedback; resolves only once the row is committed. */
  insert(record: FeedbackRecord): Promise<void>;
  /** Every stored feedback, oldest first. */
  all(): Promise<FeedbackRecord[]>;
  close(): Promise<void>;
}

/** The store cannot be reached or did not answer in time: the request may be retried later. */
export class StoreUnavailableError extends Error {
  constructor(
    /** `timeout` or `unreachable`, sent to the client as the reason. */
    readonly reason: 'timeout' | 'unreachable',
    options?: { cause?: unknown },
  ) {
    super(`feedback database ${reason}`, options);
    this.name = 'StoreUnavailableError';
  }
}

/** The PostgreSQL URL of `FEEDBACK_DATABASE_URL`, undefined when unset; throws on any other value. */
export function feedbackDatabaseUrl(
  env: Record<string, string | undefined> = process.env,
): string | undefined {
  const url = env.FEEDBACK_DATABASE_URL?.trim();
  if (!url) return undefined;
  if (!/^postgres(?:ql)?:\/\//i.test(url)) {
    throw new Error('FEEDBACK_DATABASE_URL must be a postgres:// URL (or unset for the SQLite file)');
  }
  return url;
}
