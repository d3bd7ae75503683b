// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { whenActivated } from './when-activated';

const setPrerendering = (value: boolean) =>
  Object.defineProperty(document, 'prerendering', { value, configurable: true });

describe('whenActivated', () => {
  afterEach(() => setPrerendering(false));

  it('runs at once on a normal load', () => {
    const callback = vi.fn();
    whenActivated(callback);
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it('waits for activation when the page was prerendered, and can be cancelled', () => {
    setPrerendering(true);
    const callback = vi.fn();
    whenActivated(callback);
    const cancelled = vi.fn();
    whenActivated(cancelled)();
    expect(callback).not.toHaveBeenCalled();
    document.dispatchEvent(new Event('prerenderingchange'));
    expect(callback).toHaveBeenCalledTimes(1);
    expect(cancelled).not.toHaveBeenCalled();
  });
});
