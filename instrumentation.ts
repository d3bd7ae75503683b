/** Runs once when a server process starts (Next.js instrumentation hook). */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  // The feedback rate limiter needs the socket address, which Next gives route handlers no way to read.
  const { installSocketAddressHook } = await import('./src/engine/feedback/socket-address-hook');
  installSocketAddressHook();
}
