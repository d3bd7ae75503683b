'use client';

/**
 * Shown only when the root layout itself fails to render, so it cannot use the site's shell,
 * theme or dictionaries. It replaces Next's built-in version, whose inline style objects every
 * page downloaded (about 2 KB gzip) for a screen that almost never appears.
 */
export default function GlobalError({ reset }: { reset: () => void }) {
  const zh = typeof location !== 'undefined' && /^\/zh(\/|$)/.test(location.pathname);
  return (
    <html lang={zh ? 'zh' : 'en'}>
      <body style={{ fontFamily: 'system-ui, sans-serif', padding: 32 }}>
        <h1>{zh ? '页面出错了' : 'Something went wrong'}</h1>
        <button type="button" onClick={reset}>
          {zh ? '重试' : 'Try again'}
        </button>
      </body>
    </html>
  );
}
