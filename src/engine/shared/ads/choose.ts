import { AD_BLOCK_MESSAGE_PROBABILITY, AD_INLINE_PROBABILITY, type AdObject } from '@/config/ads';

/** A source of numbers in [0, 1), `Math.random` by default; tests pass a seeded one. */
export type Random = () => number;

export type AdLayout = 'inline' | 'image';

/** Inline (text only) for a fifth of the draws, the image layout otherwise. */
export function chooseLayout(random: Random = Math.random): AdLayout {
  return random() < AD_INLINE_PROBABILITY ? 'inline' : 'image';
}

/** What a visitor blocking ads sees. */
export type Fallback = { kind: 'message' } | { kind: 'in-house'; ad: AdObject };

/**
 * One of the in-house ads at random. When a configured ad network's ad did not come (`blocked`),
 * a fifth of the draws show the polite ad-block message instead; with no network configured the
 * visitor blocks nothing, so the message is never drawn for them.
 */
export function chooseFallback(
  ads: readonly AdObject[],
  random: Random = Math.random,
  { blocked = true }: { blocked?: boolean } = {},
): Fallback {
  if (ads.length === 0) return { kind: 'message' };
  if (blocked && random() < AD_BLOCK_MESSAGE_PROBABILITY) return { kind: 'message' };
  const index = Math.min(ads.length - 1, Math.floor(random() * ads.length));
  return { kind: 'in-house', ad: ads[index] };
}

/** Whether a sampled event is sent this time. */
export function sampled(rate: number, random: Random = Math.random): boolean {
  return random() < rate;
}
