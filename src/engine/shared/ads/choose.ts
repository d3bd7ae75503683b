import {
  AD_BLOCK_MESSAGE_PROBABILITY,
  AD_INLINE_PROBABILITY,
  IN_HOUSE_ADS,
  type AdObject,
} from '@/config/ads';

/** A source of numbers in [0, 1), `Math.random` by default; tests pass a seeded one. */
export type Random = () => number;

export type AdLayout = 'inline' | 'image';

/** Inline (text only) for a fifth of the draws, the image layout otherwise. */
export function chooseLayout(random: Random = Math.random): AdLayout {
  return random() < AD_INLINE_PROBABILITY ? 'inline' : 'image';
}

/** What a visitor blocking ads sees. */
export type Fallback = { kind: 'message' } | { kind: 'in-house'; ad: AdObject };

/** The polite ad-block message for a fifth of the draws, otherwise one in-house ad at random. */
export function chooseFallback(random: Random = Math.random): Fallback {
  if (random() < AD_BLOCK_MESSAGE_PROBABILITY) return { kind: 'message' };
  const index = Math.min(IN_HOUSE_ADS.length - 1, Math.floor(random() * IN_HOUSE_ADS.length));
  return { kind: 'in-house', ad: IN_HOUSE_ADS[index] };
}

/** Whether a sampled event is sent this time. */
export function sampled(rate: number, random: Random = Math.random): boolean {
  return random() < rate;
}
