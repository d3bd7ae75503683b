import { AD_BLOCKER_THRESHOLD_TRIES, AD_POLL_MAX_TRIES } from '@/config/ads';

/** Where the wait for a third-party ad stands. */
export interface PollState {
  /** Checks made so far. */
  tries: number;
  /** `waiting`: nothing yet; `ad`: a third-party ad arrived; `blocked`: an ad blocker is assumed. */
  status: 'waiting' | 'ad' | 'blocked';
  /** Whether another check should be scheduled. */
  continue: boolean;
}

export const INITIAL_POLL_STATE: PollState = { tries: 0, status: 'waiting', continue: true };

/** Where the slot starts without a configured ad network: nothing to wait for, in-house ad at once. */
export const NO_NETWORK_POLL_STATE: PollState = { tries: 0, status: 'blocked', continue: false };

/** The first state for a slot: it waits only when a feed or an ad script is configured. */
export function initialPollState(config: { feedUrl: string; scriptUrl: string }): PollState {
  return config.feedUrl || config.scriptUrl ? INITIAL_POLL_STATE : NO_NETWORK_POLL_STATE;
}

/**
 * One check. An ad ends the polling. Without one, checking goes on until the
 * last try; past the blocker threshold the visitor is treated as blocking ads,
 * though a late ad still replaces the fallback.
 */
export function pollStep(state: PollState, adArrived: boolean): PollState {
  const tries = state.tries + 1;
  if (adArrived) return { tries, status: 'ad', continue: false };
  return {
    tries,
    status: tries > AD_BLOCKER_THRESHOLD_TRIES ? 'blocked' : 'waiting',
    continue: tries < AD_POLL_MAX_TRIES,
  };
}
