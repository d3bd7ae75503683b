/** Runs once when a server process starts (Next.js instrumentation hook). */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  // Every request: the socket address for the feedback rate limiter (Next gives route handlers
  // no way to read it), the security headers on every response (redirects and errors too), and
  // a 400 for URLs whose percent-encoding does not decode.
  const [{ installRequestHook }, { siteSecurityHeaders }] = await Promise.all([
    import('./src/engine/server/request-hook'),
    import('./src/engine/seo/site-security-headers'),
  ]);
  installRequestHook(siteSecurityHeaders());
}
