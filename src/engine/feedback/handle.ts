/**
 * The feedback endpoint's logic, free of Next so it can be tested with plain
 * `Request`s. Every refusal is a 4xx with `{ error }` and stores nothing.
 */
import { feedbackSchema, type FeedbackRecord } from './schema';
import type { RateLimiter } from './rate-limit';
import { clientAddress } from './client-address';

/** Largest request body read, in bytes: a 5,000-character comment plus room for the rest. */
export const FEEDBACK_MAX_BODY_BYTES = 32_000;

export interface FeedbackDeps {
  /** Saves one feedback; may throw. */
  store: (record: FeedbackRecord) => void;
  /** True when `path` is a page of the site. */
  isPage: (path: string) => boolean;
  limiter: RateLimiter;
  /** Reverse proxies trusted to append to X-Forwarded-For (`TRUST_PROXY_HOPS`); 0 by default. */
  trustProxyHops?: number;
  now?: () => Date;
}

const fail = (status: number, error: string, headers?: Record<string, string>) =>
  Response.json({ error }, { status, headers });

async function readBody(request: Request): Promise<string | null> {
  const declared = Number(request.headers.get('content-length') ?? 0);
  if (declared > FEEDBACK_MAX_BODY_BYTES) return null;
  const text = await request.text();
  return new TextEncoder().encode(text).length > FEEDBACK_MAX_BODY_BYTES ? null : text;
}

export async function handleFeedbackPost(request: Request, deps: FeedbackDeps): Promise<Response> {
  const key = clientAddress(request.headers, deps.trustProxyHops ?? 0);
  if (!deps.limiter.hit(key)) {
    return fail(429, 'too_many_requests', { 'Retry-After': String(deps.limiter.retryAfter(key)) });
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
    const fields = [...new Set(parsed.error.issues.map((issue) => issue.path.join('.') || '(root)'))];
    return Response.json({ error: 'invalid_feedback', fields }, { status: 400 });
  }
  const { path, lang, rating, comment, version } = parsed.data;
  if (!deps.isPage(path)) return fail(400, 'unknown_page');
  try {
    deps.store({
      path,
      lang,
      rating,
      comment: comment?.trim() ? comment : null,
      version,
      createdAt: (deps.now?.() ?? new Date()).toISOString(),
    });
  } catch (error) {
    console.error('[feedback] could not store feedback', error);
    return fail(503, 'storage_unavailable');
  }
  return Response.json({ ok: true }, { status: 201 });
}
