import type { PackageManager } from '@/engine/shared/markdown/package-managers';

/** The install tabs' choice, remembered for a year like the code preferences. */
export const PACKAGE_MANAGER_COOKIE = 'packageManager';
export const DEFAULT_PACKAGE_MANAGER: PackageManager = 'npm';

// Serialised with Function#toString into the pre-paint script, so it must stay
// self-contained: no imports, no module constants, no named inner functions.
/** The stored package manager, npm when the cookie is absent or holds anything else. */
export function readPackageManager(cookie: string): PackageManager {
  const match = /(?:^|;\s*)packageManager=([^;]*)/.exec(cookie || '');
  let value = match ? match[1] : '';
  try {
    value = decodeURIComponent(value);
  } catch {
    value = '';
  }
  return value === 'pnpm' || value === 'yarn' ? value : 'npm';
}

/**
 * Inline script for <head>: marks <html> with the stored manager before the
 * first paint, so CSS shows that tab's panel on prerendered pages (no cookie is
 * read on the server) and a reader who chose pnpm never sees npm flash first.
 */
export const packageManagerScript =
  "(function(){try{document.documentElement.setAttribute('data-package-manager',(" +
  readPackageManager.toString() +
  ')(document.cookie));}catch(e){}})();';
