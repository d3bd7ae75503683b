import { describe, expect, it } from 'vitest';
import { createRateLimiter, rateLimiterFromEnv } from './rate-limit';

describe('rate limiter', () => {
  it('allows `limit` requests per window and resets after it', () => {
    let time = 0;
    const limiter = createRateLimiter(2, 1000, () => time);
    expect([limiter.hit('a'), limiter.hit('a'), limiter.hit('a')]).toEqual([true, true, false]);
    expect(limiter.hit('b')).toBe(true);
    expect(limiter.retryAfter('a')).toBe(1);
    time = 1000;
    expect(limiter.hit('a')).toBe(true);
  });

  it('reads its limit from the environment', () => {
    const limiter = rateLimiterFromEnv({ FEEDBACK_RATE_LIMIT: '1' });
    expect([limiter.hit('a'), limiter.hit('a')]).toEqual([true, false]);
    const fallback = rateLimiterFromEnv({ FEEDBACK_RATE_LIMIT: 'lots' });
    expect(Array.from({ length: 10 }, () => fallback.hit('a')).every(Boolean)).toBe(true);
    expect(fallback.hit('a')).toBe(false);
  });
});
