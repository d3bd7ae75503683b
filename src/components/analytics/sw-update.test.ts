import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { handleUpdates, reloadWhenFocused, SKIP_WAITING_MESSAGE, type RegistrationLike } from './sw-update';

function fakeWorker(state: ServiceWorkerState) {
  const listeners: Array<() => void> = [];
  const worker = {
    state,
    postMessage: vi.fn(),
    addEventListener: (_: string, fn: () => void) => listeners.push(fn),
    moveTo(next: ServiceWorkerState) {
      worker.state = next;
      listeners.forEach((fn) => fn());
    },
  };
  return worker;
}

describe('service worker updates', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('tells a waiting worker to skip waiting, then reloads once focused', () => {
    const waiting = fakeWorker('installed');
    const registration = { waiting, installing: null, addEventListener: vi.fn() };
    let focused = false;
    const reload = vi.fn();
    handleUpdates(registration as unknown as RegistrationLike, true, () =>
      reloadWhenFocused({
        hasFocus: () => focused,
        reload,
        setInterval,
        clearInterval: (id) => clearInterval(id as number),
      }),
    );
    expect(waiting.postMessage).toHaveBeenCalledWith(SKIP_WAITING_MESSAGE);
    waiting.moveTo('activated');
    vi.advanceTimersByTime(1000);
    expect(reload).not.toHaveBeenCalled();
    focused = true;
    vi.advanceTimersByTime(100);
    expect(reload).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1000);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('leaves a first install alone', () => {
    const waiting = fakeWorker('installed');
    handleUpdates(
      { waiting, installing: null, addEventListener: vi.fn() } as unknown as RegistrationLike,
      false,
      vi.fn(),
    );
    expect(waiting.postMessage).not.toHaveBeenCalled();
  });

  it('follows a worker found later', () => {
    let onUpdate = () => {};
    const registration = {
      waiting: null,
      installing: null as ReturnType<typeof fakeWorker> | null,
      addEventListener: (_: string, fn: () => void) => (onUpdate = fn),
    };
    const activated = vi.fn();
    handleUpdates(registration as unknown as RegistrationLike, true, activated);
    const worker = fakeWorker('installing');
    registration.installing = worker;
    onUpdate();
    worker.moveTo('installed');
    expect(worker.postMessage).toHaveBeenCalledWith(SKIP_WAITING_MESSAGE);
    worker.moveTo('activated');
    expect(activated).toHaveBeenCalledTimes(1);
  });
});
