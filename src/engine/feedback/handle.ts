/**
 * The feedback endpoint's logic, free of Next so it can be tested with plain
 * `Request`s. Every refusal is a 4xx with `{ error }` and stores nothing.
 */
import { feedbackSchema } from '../shared/feedback/schema';
import { StoreUnavailableError, type FeedbackStore } from './store';
import { clientAddress } from './client-address';
import { issuePaths } from '../schema-issues';

/** Largest request body read, in bytes: a 5,000-character comment plus room for the rest. */
export const FEEDBACK_MAX_BODY_BYTES = 32_000;

export interface FeedbackDeps {
  /** Where feedback and the per-client counts go (SQLite or PostgreSQL). */
  store: Pick<FeedbackStore, 'hit' | 'insert'>;
  /** True when `path` is a page of the site. */
  isPage: (path: string) => boolean;
  /** Reverse proxies trusted to append to X-Forwarded-For (`TRUST_PROXY_HOPS`); 0 by default. */
  trustProxyHops?: number;
  now?: () => Date;
}

/** Seconds a client is asked to wait when storage is unavailable. */
export const FEEDBACK_UNAVAILABLE_RETRY_AFTER = 5;

/** 503 with a reason and Retry-After; the error is logged by the store (once per outage) or here. */
function unavailable(error: unknown): Response {
  if (!(error instanceof StoreUnavailableError)) console.error('[feedback] could not store feedback', error);
  const reason = error instanceof StoreUnavailableError ? error.reason : 'error';
  return Response.json(
    { error: 'storage_unavailable', reason },
    { status: 503, headers: { 'Retry-After': String(FEEDBACK_UNAVAILABLE_RETRY_AFTER) } },
  );
}

const fail = (status: number, error: string, headers?: Record<string, string>) =>
  Response.json({ error }, { status, headers });

/**
 * The body as text, or null past the cap. Read chunk by chunk with a byte count, so a body
 * sent without Content-Length (chunked) is dropped at the cap instead of buffered whole.
 */
export async function readBody(request: Request, maxBytes = FEEDBACK_MAX_BODY_BYTES): Promise<string | null> {
  const declared = Number(request.headers.get('content-length') ?? 0);
  if (declared > maxBytes) return null;
  if (!request.body) return '';
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** Methods the endpoint answers, for `Allow`. */
export const FEEDBACK_ALLOWED_METHODS = 'OPTIONS, POST';

/** Any other method: 405 with `Allow` and the usual JSON error body. */
export function methodNotAllowed(): Response {
  return fail(405, 'method_not_allowed', { Allow: FEEDBACK_ALLOWED_METHODS });
}

/** OPTIONS: no body, just what is allowed. */
export function feedbackOptions(): Response {
  return new Response(null, { status: 204, headers: { Allow: FEEDBACK_ALLOWED_METHODS } });
}

export async function handleFeedbackPost(request: Request, deps: FeedbackDeps): Promise<Response> {
  const key = clientAddress(request.headers, deps.trustProxyHops ?? 0);
  let decision;
  try {
    decision = await deps.store.hit(key);
  } catch (error) {
    return unavailable(error);
  }
  if (!decision.allowed) {
    return fail(429, 'too_many_requests', { 'Retry-After': String(decision.retryAfter) });
  }
  const type = request.headers.get('content-type') ?? '';
  if (!/^application\/json\s*(;|$)/i.test(type)) return fail(415, 'unsupported_content_type');
  const body = await readBody(request);
  if (body === null) return fail(413, 'body_too_large');
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    return fail(400, 'invalid_json');
  }
  const parsed = feedbackSchema.safeParse(json);
  if (!parsed.success) {
    return Response.json({ error: 'invalid_feedback', fields: issuePaths(parsed.error) }, { status: 400 });
  }
  const { path, lang, rating, comment, version } = parsed.data;
  if (!deps.isPage(path)) return fail(400, 'unknown_page');
  try {
    await deps.store.insert({
      path,
      lang,
      rating,
      comment: comment?.trim() ? comment : null,
      version,
      createdAt: (deps.now?.() ?? new Date()).toISOString(),
    });
  } catch (error) {
    return unavailable(error);
  }
  // Sent only once the store has committed the row.
  return Response.json({ ok: true }, { status: 201 });
}
