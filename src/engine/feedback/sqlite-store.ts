/** The zero-setup store: the SQLite file of db.ts and the in-memory limiter of one process. */
import 'server-only';
import { allFeedback, feedbackDbPath, insertFeedback, openFeedbackDb } from './db';
import { rateLimiterFromEnv, type RateLimiter } from './rate-limit';
import type { FeedbackStore } from './store';

export function createSqliteStore(
  env: Record<string, string | undefined> = process.env,
  file: string = feedbackDbPath(env),
  limiter: RateLimiter = rateLimiterFromEnv(env),
): FeedbackStore {
  // Opened on first use, so a request refused before storing creates no file.
  let db: ReturnType<typeof openFeedbackDb> | undefined;
  const open = () => (db ??= openFeedbackDb(file));
  return {
    hit: async (key) => ({ allowed: limiter.hit(key), retryAfter: limiter.retryAfter(key) }),
    insert: async (record) => insertFeedback(open(), record),
    all: async () => allFeedback(open()),
    close: async () => {
      db?.close();
      db = undefined;
    },
  };
}
