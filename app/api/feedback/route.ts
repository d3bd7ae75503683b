import { allPagePathnames } from '@/engine/nav';
import { feedbackOptions, handleFeedbackPost, methodNotAllowed } from '@/engine/feedback/handle';
import type { FeedbackStore } from '@/engine/feedback/store';
import { feedbackStoreFromEnv } from '@/engine/feedback/store-from-env';
import { trustProxyHops } from '@/engine/feedback/client-address';

// better-sqlite3 is a native module and pg opens sockets: Node runtime, and never prerendered.
export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

// One store (SQLite file and in-memory limiter, or a PostgreSQL pool) per server process, made on first use.
let store: Promise<FeedbackStore> | undefined;
let pages: Set<string> | undefined;
const hops = trustProxyHops();

/** The configured store; a configuration error is thrown to every request (answered 503) until fixed. */
const openStore = () => (store ??= feedbackStoreFromEnv());
const lazyStore: Pick<FeedbackStore, 'hit' | 'insert'> = {
  hit: async (key) => (await openStore()).hit(key),
  insert: async (record) => (await openStore()).insert(record),
};

/** Receives page feedback (see src/engine/feedback/handle.ts for the rules). */
export async function POST(request: Request): Promise<Response> {
  return handleFeedbackPost(request, {
    store: lazyStore,
    isPage: (path) => (pages ??= new Set(allPagePathnames())).has(path),
    trustProxyHops: hops,
  });
}

// Next answers unlisted methods with an empty 405; these say what is allowed, in JSON.
export const GET = methodNotAllowed;
export const PUT = methodNotAllowed;
export const PATCH = methodNotAllowed;
export const DELETE = methodNotAllowed;
export const OPTIONS = feedbackOptions;
