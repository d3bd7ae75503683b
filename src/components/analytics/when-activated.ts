/**
 * Runs `callback` once the document is shown to the reader: at once for a normal load, on
 * `prerenderingchange` for a page Chromium prerendered from the speculation rules. A prerender the
 * reader never opens must not count as a page view. Returns a cancel function.
 */
export function whenActivated(callback: () => void): () => void {
  const doc = document as Document & { prerendering?: boolean };
  if (!doc.prerendering) {
    callback();
    return () => {};
  }
  const onActivate = () => callback();
  document.addEventListener('prerenderingchange', onActivate, { once: true });
  return () => document.removeEventListener('prerenderingchange', onActivate);
}
