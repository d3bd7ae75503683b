/**
 * Lets at most `size` database statements run at once per process (the pool's size), so the
 * pool itself never queues and its connection timeout measures only how long the database
 * takes to accept a connection. During a burst, requests wait here, in order, at most
 * `waitMs`; when the database refuses a connection, those in line are refused at once.
 */
import { StoreUnavailableError } from './store';

export interface PoolGate {
  run<T>(work: () => Promise<T>): Promise<T>;
  /** Refuses every waiting request (the database just went down). */
  refuseWaiting(error: StoreUnavailableError): void;
}

export function createPoolGate(size: number, waitMs: number): PoolGate {
  let active = 0;
  const waiting: Array<{ admit: () => void; refuse: (error: StoreUnavailableError) => void }> = [];

  function acquire(): Promise<void> {
    if (active < size) {
      active += 1;
      return Promise.resolve();
    }
    return new Promise((resolve, reject) => {
      const entry = {
        admit: () => {
          clearTimeout(timer);
          resolve();
        },
        refuse: (error: StoreUnavailableError) => {
          clearTimeout(timer);
          reject(error);
        },
      };
      const timer = setTimeout(() => {
        waiting.splice(waiting.indexOf(entry), 1);
        reject(new StoreUnavailableError('timeout'));
      }, waitMs);
      waiting.push(entry);
    });
  }

  function release() {
    const next = waiting.shift();
    // The slot passes straight to the next request in line.
    if (next) next.admit();
    else active -= 1;
  }

  return {
    async run(work) {
      await acquire();
      try {
        return await work();
      } finally {
        release();
      }
    },
    refuseWaiting(error) {
      for (const entry of waiting.splice(0)) entry.refuse(error);
    },
  };
}
