import type { Execute } from './live-run';

let counter = 0;

/**
 * Runs transpiled demo code in the page as an inline `<script>`, which the site's
 * Content-Security-Policy already permits (`script-src 'unsafe-inline'`, see
 * src/engine/seo/security-headers.ts) where `eval` is refused. The script only hands
 * the module factory back; calling it is up to the caller, so errors reach the caller.
 * `//# sourceURL` names the script in stack traces, which is how errors find their line.
 */
export const executeInPage: Execute = (factorySource, url) => {
  const key = `__liveDemoFactory${++counter}`;
  const slot = window as unknown as Record<string, unknown>;
  let factory: ReturnType<Execute> | undefined;
  let parseError: Error | undefined;
  slot[key] = (made: ReturnType<Execute>) => (factory = made);
  // A script that does not parse reports to window.onerror synchronously, during appendChild.
  const onError = (event: ErrorEvent) => {
    if (event.filename !== url && !event.filename.endsWith(url)) return;
    event.preventDefault();
    parseError = Object.assign(new SyntaxError(event.message.replace(/^Uncaught SyntaxError: /, '')), {
      loc: { line: event.lineno, column: event.colno },
    });
  };
  window.addEventListener('error', onError);
  const script = document.createElement('script');
  script.textContent = `${key}(${factorySource});\n//# sourceURL=${url}`;
  try {
    document.head.appendChild(script);
  } finally {
    script.remove();
    window.removeEventListener('error', onError);
    delete slot[key];
  }
  if (parseError) throw parseError;
  if (!factory) throw new Error('The edited code could not be run.');
  return factory;
};
