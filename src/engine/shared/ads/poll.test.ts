import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AD_POLL_INTERVAL_MS } from '@/config/ads';
import { chooseFallback, chooseLayout, sampled } from './choose';
import { IN_HOUSE_ADS } from '@/config/in-house-ads';
import { INITIAL_POLL_STATE, initialPollState, pollStep, type PollState } from './poll';
import { seededRandom } from '../../ads/seeded-random';

/** Drives the state machine on timers, as the ad component does. */
function startPolling(adArrived: () => boolean, onChange: (state: PollState) => void) {
  let state = INITIAL_POLL_STATE;
  const tick = () => {
    state = pollStep(state, adArrived());
    onChange(state);
    if (state.continue) setTimeout(tick, AD_POLL_INTERVAL_MS);
  };
  setTimeout(tick, AD_POLL_INTERVAL_MS);
}

describe('ad polling', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('assumes an ad blocker after more than 6 tries and stops after 30', () => {
    const states: PollState[] = [];
    startPolling(
      () => false,
      (state) => states.push(state),
    );
    vi.advanceTimersByTime(AD_POLL_INTERVAL_MS * 6);
    expect(states.at(-1)).toEqual({ tries: 6, status: 'waiting', continue: true });
    vi.advanceTimersByTime(AD_POLL_INTERVAL_MS);
    expect(states.at(-1)?.status).toBe('blocked');
    vi.advanceTimersByTime(AD_POLL_INTERVAL_MS * 100);
    expect(states).toHaveLength(30);
    expect(states.at(-1)).toEqual({ tries: 30, status: 'blocked', continue: false });
    expect(vi.getTimerCount()).toBe(0);
  });

  it('stops as soon as an ad arrives, even after the blocker fallback', () => {
    const states: PollState[] = [];
    let arrived = false;
    startPolling(
      () => arrived,
      (state) => states.push(state),
    );
    vi.advanceTimersByTime(AD_POLL_INTERVAL_MS * 10);
    expect(states.at(-1)?.status).toBe('blocked');
    arrived = true;
    vi.advanceTimersByTime(AD_POLL_INTERVAL_MS);
    expect(states.at(-1)).toEqual({ tries: 11, status: 'ad', continue: false });
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('random draws', () => {
  it('shows the ad-block message for about 0.2 of blocked visitors', () => {
    const random = seededRandom(42);
    const draws = Array.from({ length: 10_000 }, () => chooseFallback(IN_HOUSE_ADS, random));
    const messages = draws.filter((d) => d.kind === 'message').length / draws.length;
    expect(messages).toBeGreaterThan(0.18);
    expect(messages).toBeLessThan(0.22);
    const names = new Set(draws.flatMap((d) => (d.kind === 'in-house' ? [d.ad.name] : [])));
    expect(names.size).toBe(5);
  });

  it('never draws the ad-block message for a visitor of a site with no ad network', () => {
    const random = seededRandom(42);
    const draws = Array.from({ length: 10_000 }, () =>
      chooseFallback(IN_HOUSE_ADS, random, { blocked: false }),
    );
    expect(draws.every((draw) => draw.kind === 'in-house')).toBe(true);
    expect(chooseFallback(IN_HOUSE_ADS, () => 0.1, { blocked: false }).kind).toBe('in-house');
  });

  it('lays out about 20% of ads inline', () => {
    const random = seededRandom(7);
    const inline = Array.from({ length: 10_000 }, () => chooseLayout(random)).filter((l) => l === 'inline');
    expect(inline.length / 10_000).toBeGreaterThan(0.18);
    expect(inline.length / 10_000).toBeLessThan(0.22);
  });

  it('shows the message when there is no in-house ad to show', () => {
    expect(chooseFallback([], () => 0.999)).toEqual({ kind: 'message' });
  });

  it('takes the boundaries strictly', () => {
    expect(chooseLayout(() => 0.19999)).toBe('inline');
    expect(chooseLayout(() => 0.2)).toBe('image');
    expect(chooseFallback(IN_HOUSE_ADS, () => 0.1)).toEqual({ kind: 'message' });
    expect(chooseFallback(IN_HOUSE_ADS, () => 0.999).kind).toBe('in-house');
    expect(sampled(0.1, () => 0.05)).toBe(true);
    expect(sampled(0.1, () => 0.1)).toBe(false);
  });
});

describe('initial poll state', () => {
  it('waits for a configured feed or script', () => {
    expect(initialPollState({ feedUrl: 'https://ads.example/feed.json', scriptUrl: '' })).toEqual(
      INITIAL_POLL_STATE,
    );
    expect(initialPollState({ feedUrl: '', scriptUrl: 'https://ads.example/ad.js' })).toEqual(
      INITIAL_POLL_STATE,
    );
  });
  it('without an ad network goes straight to the in-house fallback, polling nothing', () => {
    expect(initialPollState({ feedUrl: '', scriptUrl: '' })).toEqual({
      tries: 0,
      status: 'blocked',
      continue: false,
    });
  });
});
