export const PALETTE_COLORS_COOKIE = 'paletteColors';
/** One year, in seconds. */
export const COOKIE_MAX_AGE = 31536000;

function assertBrowser(action: string): void {
  if (typeof document === 'undefined') {
    // Pages are prerendered, so a server-side read would bake one visitor's
    // preference into everyone's HTML.
    throw new Error(`Cannot ${action} a cookie on the server: cookies are only available in the browser.`);
  }
}

/** Decoded cookie value, or undefined when the cookie is absent. */
export function getCookie(name: string): string | undefined {
  assertBrowser('read');
  const prefix = `${encodeURIComponent(name)}=`;
  for (const part of document.cookie.split(';')) {
    const entry = part.trim();
    if (!entry.startsWith(prefix)) continue;
    const raw = entry.slice(prefix.length);
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw;
    }
  }
  return undefined;
}

export function setCookie(name: string, value: string, maxAgeSeconds: number = COOKIE_MAX_AGE): void {
  assertBrowser('write');
  document.cookie =
    `${encodeURIComponent(name)}=${encodeURIComponent(value)}` +
    `; path=/; max-age=${maxAgeSeconds}; SameSite=Lax`;
}

export function deleteCookie(name: string): void {
  setCookie(name, '', 0);
}
