/** Runs `callback` once the browser is idle after load, so islands never compete with hydration. */
export function whenIdle(callback: () => void, timeout = 2000): () => void {
  let cancelled = false;
  let handle: number | undefined;
  const run = () => {
    if (cancelled) return;
    // Safari has no requestIdleCallback.
    handle =
      typeof window.requestIdleCallback === 'function'
        ? window.requestIdleCallback(() => !cancelled && callback(), { timeout })
        : window.setTimeout(() => !cancelled && callback(), 1);
  };
  if (document.readyState === 'complete') run();
  else window.addEventListener('load', run, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener('load', run);
    if (handle === undefined) return;
    if (typeof window.cancelIdleCallback === 'function') window.cancelIdleCallback(handle);
    else window.clearTimeout(handle);
  };
}
