import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { allFeedback, openFeedbackDb } from './db';
import { feedbackOptions, handleFeedbackPost, methodNotAllowed, type FeedbackDeps } from './handle';
import { createRateLimiter } from './rate-limit';
import { createSqliteStore } from './sqlite-store';
import { StoreUnavailableError } from './store';
import { SOCKET_ADDRESS_HEADER, stampedSocketAddress } from './client-address';
import { FEEDBACK_COMMENT_MAX_LENGTH } from '../shared/feedback/schema';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'feedback-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

function setup(limit = 100) {
  const file = path.join(dir, `db-${Math.random()}`, 'feedback.db');
  const db = openFeedbackDb(file);
  const deps: FeedbackDeps = {
    store: createSqliteStore({}, file, createRateLimiter(limit, 60_000)),
    isPage: (p) => p === '/x/introduction',
    now: () => new Date('2025-01-02T03:04:05Z'),
  };
  return { db, deps };
}

const valid = {
  path: '/x/introduction',
  lang: 'en',
  rating: 'yes',
  comment: 'Clear <b>and</b> short',
  version: '8.1.0',
};
// The socket address, as the server hook stamps it.
const post = (
  body: unknown,
  type = 'application/json',
  ip = '10.0.0.1',
  extra: Record<string, string> = {},
) =>
  new Request('http://localhost/api/feedback', {
    method: 'POST',
    headers: { 'content-type': type, [SOCKET_ADDRESS_HEADER]: stampedSocketAddress(ip), ...extra },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

describe('feedback endpoint', () => {
  it('stores valid feedback as plain text', async () => {
    const { db, deps } = setup();
    const response = await handleFeedbackPost(post(valid), deps);
    expect(response.status).toBe(201);
    expect(allFeedback(db)).toEqual([
      { ...valid, comment: 'Clear <b>and</b> short', createdAt: '2025-01-02T03:04:05.000Z' },
    ]);
    expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
  });

  it.each([
    ['wrong content type', post(valid, 'text/plain'), 415, 'unsupported_content_type'],
    ['invalid JSON', post('{"path":', 'application/json'), 400, 'invalid_json'],
    ['unknown rating', post({ ...valid, rating: 'maybe' }), 400, 'invalid_feedback'],
    [
      'long comment',
      post({ ...valid, comment: 'x'.repeat(FEEDBACK_COMMENT_MAX_LENGTH + 1) }),
      400,
      'invalid_feedback',
    ],
    ['unknown page', post({ ...valid, path: '/x/nope' }), 400, 'unknown_page'],
    ['malformed path', post({ ...valid, path: 'https://evil.example/x' }), 400, 'invalid_feedback'],
    ['huge body', post({ ...valid, comment: 'x'.repeat(40_000) }), 413, 'body_too_large'],
  ])('refuses %s', async (_, request, status, error) => {
    const { db, deps } = setup();
    const response = await handleFeedbackPost(request, deps);
    expect(response.status).toBe(status);
    expect(await response.json()).toMatchObject({ error });
    expect(allFeedback(db)).toHaveLength(0);
  });

  it('stops reading a chunked body without Content-Length at the cap', async () => {
    const { db, deps } = setup();
    let pulled = 0;
    // 50 MB on offer, 64 KB a chunk; reading must stop right after the cap.
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += 1;
        if (pulled > 800) controller.close();
        else controller.enqueue(new Uint8Array(64 * 1024).fill(120));
      },
    });
    const request = new Request('http://localhost/api/feedback', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        [SOCKET_ADDRESS_HEADER]: stampedSocketAddress('192.0.2.1'),
      },
      body,
      duplex: 'half',
    } as RequestInit);
    expect(request.headers.get('content-length')).toBeNull();
    const response = await handleFeedbackPost(request, deps);
    expect(response.status).toBe(413);
    expect(pulled).toBeLessThan(5);
    expect(allFeedback(db)).toHaveLength(0);
  });

  it('accepts a comment of exactly the maximum length and an absent one', async () => {
    const { db, deps } = setup();
    const long = { ...valid, comment: 'y'.repeat(FEEDBACK_COMMENT_MAX_LENGTH) };
    expect((await handleFeedbackPost(post(long), deps)).status).toBe(201);
    expect((await handleFeedbackPost(post({ ...valid, comment: undefined }), deps)).status).toBe(201);
    expect(allFeedback(db).map((r) => r.comment?.length ?? null)).toEqual([
      FEEDBACK_COMMENT_MAX_LENGTH,
      null,
    ]);
  });

  it('limits requests per client', async () => {
    const { db, deps } = setup(2);
    const statuses = [];
    for (let i = 0; i < 3; i += 1) statuses.push((await handleFeedbackPost(post(valid), deps)).status);
    expect(statuses).toEqual([201, 201, 429]);
    expect((await handleFeedbackPost(post(valid, 'application/json', '10.0.0.2'), deps)).status).toBe(201);
    expect(allFeedback(db)).toHaveLength(3);
  });

  it('cannot be dodged by a made-up X-Forwarded-For when no proxy is trusted', async () => {
    const { deps } = setup(2);
    const spoofed = (n: number) =>
      post(valid, 'application/json', '10.0.0.1', { 'x-forwarded-for': `1.1.1.${n}` });
    const statuses = [];
    for (let i = 0; i < 3; i += 1) statuses.push((await handleFeedbackPost(spoofed(i), deps)).status);
    expect(statuses).toEqual([201, 201, 429]);
  });

  it('behind one trusted proxy, limits the address that proxy appended', async () => {
    const { deps } = setup(1);
    const viaProxy = (forwarded: string) =>
      post(valid, 'application/json', '127.0.0.1', { 'x-forwarded-for': forwarded });
    const limited = { ...deps, trustProxyHops: 1 };
    expect((await handleFeedbackPost(viaProxy('203.0.113.7'), limited)).status).toBe(201);
    expect((await handleFeedbackPost(viaProxy('9.9.9.9, 203.0.113.7'), limited)).status).toBe(429);
    expect((await handleFeedbackPost(viaProxy('203.0.113.8'), limited)).status).toBe(201);
  });

  it('answers 503 with a reason and Retry-After when storage fails, and stores nothing', async () => {
    const { db, deps } = setup();
    const failing = (error: Error): FeedbackDeps => ({
      ...deps,
      store: { ...deps.store, insert: () => Promise.reject(error) },
    });
    for (const [error, reason] of [
      [new Error('disk full'), 'error'],
      [new StoreUnavailableError('timeout'), 'timeout'],
    ] as const) {
      const response = await handleFeedbackPost(post(valid), failing(error));
      expect(response.status).toBe(503);
      expect(response.headers.get('retry-after')).toBe('5');
      expect(await response.json()).toEqual({ error: 'storage_unavailable', reason });
    }
    expect(allFeedback(db)).toHaveLength(0);
  });

  it('answers 503 when the rate limit cannot be counted', async () => {
    const { deps } = setup();
    const down = { ...deps.store, hit: () => Promise.reject(new StoreUnavailableError('unreachable')) };
    const response = await handleFeedbackPost(post(valid), { ...deps, store: down });
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ error: 'storage_unavailable', reason: 'unreachable' });
  });

  it('answers other methods with 405, Allow and a JSON error', async () => {
    const response = methodNotAllowed();
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('OPTIONS, POST');
    expect(await response.json()).toEqual({ error: 'method_not_allowed' });
    const options = feedbackOptions();
    expect(options.status).toBe(204);
    expect(options.headers.get('allow')).toBe('OPTIONS, POST');
  });
});
