/** Chooses the feedback store (kept apart from store.ts, which both stores import: no import cycle). */
import { feedbackDatabaseUrl, type FeedbackStore } from './store';

/** The store the environment configures; the PostgreSQL driver is loaded only when used. */
export async function feedbackStoreFromEnv(
  env: Record<string, string | undefined> = process.env,
): Promise<FeedbackStore> {
  const url = feedbackDatabaseUrl(env);
  if (url) {
    const { createPgStore, pgStoreOptionsFromEnv } = await import('./pg-store');
    return createPgStore(url, pgStoreOptionsFromEnv(env));
  }
  const { createSqliteStore } = await import('./sqlite-store');
  return createSqliteStore(env);
}
