// @vitest-environment jsdom
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { useInView } from './use-in-view';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** A stand-in for the browser's observer: the test decides when the element intersects. */
class FakeObserver {
  static all: FakeObserver[] = [];
  observed: Element[] = [];
  disconnected = false;
  constructor(
    public callback: IntersectionObserverCallback,
    public options: IntersectionObserverInit = {},
  ) {
    FakeObserver.all.push(this);
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  disconnect() {
    this.disconnected = true;
  }
  fire(isIntersecting: boolean) {
    const records = this.observed.map((target) => ({ target, isIntersecting }));
    this.callback(records as IntersectionObserverEntry[], this as unknown as IntersectionObserver);
  }
}

function Probe() {
  const [ref, inView] = useInView<HTMLDivElement>({ rootMargin: '400px 0px' });
  return <div ref={ref}>{inView ? 'near' : 'far'}</div>;
}

describe('useInView', () => {
  afterEach(() => {
    FakeObserver.all = [];
    document.body.innerHTML = '';
  });

  it('turns true on the first intersection, stays true, and stops observing', async () => {
    globalThis.IntersectionObserver = FakeObserver as unknown as typeof IntersectionObserver;
    const host = document.createElement('div');
    document.body.append(host);
    const root = createRoot(host);
    await act(async () => root.render(<Probe />));
    const [observer] = FakeObserver.all;
    expect(observer.options.rootMargin).toBe('400px 0px');
    expect(host.textContent).toBe('far');

    await act(async () => observer.fire(false));
    expect(host.textContent).toBe('far');

    await act(async () => observer.fire(true));
    expect(host.textContent).toBe('near');
    expect(observer.disconnected).toBe(true);
    // Once near, no new observer is set up.
    expect(FakeObserver.all).toHaveLength(1);
    await act(async () => root.unmount());
  });
});
