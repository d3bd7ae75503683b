import type { Database } from 'better-sqlite3';
import { allPagePathnames } from '@/engine/nav';
import { insertFeedback, openFeedbackDb } from '@/engine/feedback/db';
import { feedbackOptions, handleFeedbackPost, methodNotAllowed } from '@/engine/feedback/handle';
import { rateLimiterFromEnv } from '@/engine/feedback/rate-limit';
import { trustProxyHops } from '@/engine/feedback/client-address';

// better-sqlite3 is a native module: Node runtime, and never prerendered.
export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

// One connection and one limiter per server process, made on first use.
let db: Database | undefined;
let pages: Set<string> | undefined;
const limiter = rateLimiterFromEnv();
const hops = trustProxyHops();

/** Receives page feedback (see src/engine/feedback/handle.ts for the rules). */
export async function POST(request: Request): Promise<Response> {
  return handleFeedbackPost(request, {
    store: (record) => insertFeedback((db ??= openFeedbackDb()), record),
    isPage: (path) => (pages ??= new Set(allPagePathnames())).has(path),
    limiter,
    trustProxyHops: hops,
  });
}

// Next answers unlisted methods with an empty 405; these say what is allowed, in JSON.
export const GET = methodNotAllowed;
export const PUT = methodNotAllowed;
export const PATCH = methodNotAllowed;
export const DELETE = methodNotAllowed;
export const OPTIONS = feedbackOptions;
