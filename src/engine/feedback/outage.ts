/**
 * Tells a database outage apart from each failed request: the first failure is logged, the
 * ones after it are not, and the first success after it logs the recovery.
 */
import { StoreUnavailableError } from './store';

/** Error messages and SQLSTATEs of the `pg` driver that mean "did not answer in time". */
const TIMEOUT = /timeout|timed out/i;
const QUERY_CANCELED = '57014';

/** The error a store failure becomes: a timeout or an unreachable database. */
export function unavailable(error: unknown): StoreUnavailableError {
  if (error instanceof StoreUnavailableError) return error;
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  const timedOut = code === QUERY_CANCELED || code === 'ETIMEDOUT' || TIMEOUT.test(String(message));
  return new StoreUnavailableError(timedOut ? 'timeout' : 'unreachable', { cause: error });
}

export interface OutageLog {
  failed(error: unknown): StoreUnavailableError;
  succeeded(): void;
  readonly down: boolean;
}

export function createOutageLog(log: Pick<Console, 'error' | 'info'> = console): OutageLog {
  let down = false;
  return {
    failed(error) {
      const failure = unavailable(error);
      if (!down) {
        down = true;
        const cause = error instanceof Error ? error.message : String(error);
        log.error(
          `[feedback] database unavailable (${failure.reason}: ${cause}); answering 503 until it returns`,
        );
      }
      return failure;
    },
    succeeded() {
      if (!down) return;
      down = false;
      log.info('[feedback] database reachable again');
    },
    get down() {
      return down;
    },
  };
}
