/**
 * What happens when a new service worker version arrives: a waiting worker is
 * told to skip waiting; once it is active, the page reloads as soon as the
 * visitor is on it (document focused), so nobody loses a half-read page.
 */
import { SERVICE_WORKER_FOCUS_POLL_MS } from '@/config/analytics';

/** Message the worker script listens for. */
export const SKIP_WAITING_MESSAGE = 'skipWaiting';

export interface FocusReloadEnv {
  hasFocus: () => boolean;
  reload: () => void;
  setInterval: (fn: () => void, ms: number) => unknown;
  clearInterval: (id: unknown) => void;
}

/** Checks every 100 ms and reloads once, at the first check that finds the document focused. */
export function reloadWhenFocused(env: FocusReloadEnv): void {
  const id = env.setInterval(() => {
    if (!env.hasFocus()) return;
    env.clearInterval(id);
    env.reload();
  }, SERVICE_WORKER_FOCUS_POLL_MS);
}

type Worker = Pick<ServiceWorker, 'state' | 'postMessage' | 'addEventListener'>;
export interface RegistrationLike {
  waiting: Worker | null;
  installing: Worker | null;
  addEventListener: (type: 'updatefound', fn: () => void) => void;
}

/**
 * Wires the update flow on a registration. `controlled` is false on a first
 * visit: the first worker takes over without a reload.
 */
export function handleUpdates(registration: RegistrationLike, controlled: boolean, onActivated: () => void) {
  if (!controlled) return;
  const follow = (worker: Worker) => {
    worker.addEventListener('statechange', () => {
      if (worker.state === 'installed') worker.postMessage(SKIP_WAITING_MESSAGE);
      if (worker.state === 'activated') onActivated();
    });
  };
  if (registration.waiting) {
    follow(registration.waiting);
    registration.waiting.postMessage(SKIP_WAITING_MESSAGE);
  }
  if (registration.installing) follow(registration.installing);
  registration.addEventListener('updatefound', () => {
    if (registration.installing) follow(registration.installing);
  });
}
