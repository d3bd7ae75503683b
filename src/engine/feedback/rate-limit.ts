/** Requests one client may send per window, unless `FEEDBACK_RATE_LIMIT` says otherwise. */
export const FEEDBACK_RATE_LIMIT_DEFAULT = 10;
/** Length of the window, unless `FEEDBACK_RATE_WINDOW_MS` says otherwise. */
export const FEEDBACK_RATE_WINDOW_MS_DEFAULT = 60_000;
/** Clients remembered at most; expired windows are dropped beyond this. */
const MAX_TRACKED_CLIENTS = 10_000;

export interface RateLimiter {
  /** Counts a request from `key`; false when it is over the limit. */
  hit(key: string): boolean;
  /** Seconds until `key` may send again. */
  retryAfter(key: string): number;
}

/** A fixed-window counter per client, in memory (one server process). */
export function createRateLimiter(
  limit: number,
  windowMs: number,
  now: () => number = Date.now,
): RateLimiter {
  const windows = new Map<string, { start: number; count: number }>();
  const prune = (time: number) => {
    for (const [key, window] of windows) if (time - window.start >= windowMs) windows.delete(key);
  };
  return {
    hit(key) {
      const time = now();
      let window = windows.get(key);
      if (!window || time - window.start >= windowMs) {
        if (windows.size >= MAX_TRACKED_CLIENTS) prune(time);
        window = { start: time, count: 0 };
        windows.set(key, window);
      }
      window.count += 1;
      return window.count <= limit;
    },
    retryAfter(key) {
      const window = windows.get(key);
      return window ? Math.max(1, Math.ceil((window.start + windowMs - now()) / 1000)) : 0;
    },
  };
}

/** A positive number from the environment, or `fallback`. */
export const positive = (value: string | undefined, fallback: number) => {
  const number = Number(value);
  return Number.isFinite(number) && number > 0 ? number : fallback;
};

/** The limiter configured by the environment. */
export function rateLimiterFromEnv(env: Record<string, string | undefined> = process.env): RateLimiter {
  return createRateLimiter(
    positive(env.FEEDBACK_RATE_LIMIT, FEEDBACK_RATE_LIMIT_DEFAULT),
    positive(env.FEEDBACK_RATE_WINDOW_MS, FEEDBACK_RATE_WINDOW_MS_DEFAULT),
  );
}
