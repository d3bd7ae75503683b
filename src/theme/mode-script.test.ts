import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { modeScript } from './mode-script';
import { DARK_THEME_COLOR, LIGHT_THEME_COLOR } from './theme-colors';

// jsdom ships without type declarations here; describe just what is used.
interface JsdomApi {
  JSDOM: new (
    html: string,
    options: {
      url: string;
      cookieJar: object;
      runScripts: 'dangerously';
      beforeParse: (window: Window & typeof globalThis) => void;
    },
  ) => { window: Window & typeof globalThis };
  CookieJar: new () => { setCookieSync(cookie: string, url: string): void };
}
const { JSDOM, CookieJar } = createRequire(import.meta.url)('jsdom') as JsdomApi;

interface BootOptions {
  storage?: Record<string, string>;
  cookie?: string;
  prefersDark?: boolean;
  brokenStorage?: boolean;
}

// Runs the real inline script in a separate page, exactly as a browser would:
// this also proves the string does not depend on anything from this module.
function boot({ storage = {}, cookie, prefersDark = false, brokenStorage = false }: BootOptions = {}) {
  const url = 'https://docs.example.test/x/';
  const cookieJar = new CookieJar();
  if (cookie) cookieJar.setCookieSync(`paletteColors=${encodeURIComponent(cookie)}`, url);
  const html =
    '<!doctype html><html><head><meta name="theme-color" content="#123456"></head>' +
    `<body class="mode-light"><script>${modeScript}</script><main></main></body></html>`;
  let dark = prefersDark;
  const listeners: Array<() => void> = [];
  const dom = new JSDOM(html, {
    url,
    cookieJar,
    runScripts: 'dangerously',
    beforeParse(window) {
      for (const [key, value] of Object.entries(storage)) window.localStorage.setItem(key, value);
      if (brokenStorage) {
        Object.defineProperty(window, 'localStorage', {
          get() {
            throw new Error('denied');
          },
        });
      }
      window.matchMedia = ((query: string) => ({
        get matches() {
          return dark && query === '(prefers-color-scheme: dark)';
        },
        addEventListener: (_type: string, listener: () => void) => listeners.push(listener),
      })) as unknown as typeof window.matchMedia;
    },
  });
  const { document } = dom.window;
  return {
    html: document.documentElement,
    body: document.body,
    themeColor: document.querySelector('meta[name="theme-color"]')?.getAttribute('content'),
    /** The operating system switches its scheme. */
    osTurns(nextDark: boolean) {
      dark = nextDark;
      listeners.forEach((listener) => listener());
    },
    get storage() {
      return dom.window.localStorage;
    },
  };
}

describe('modeScript', () => {
  it('defaults to system mode, following a light OS preference', () => {
    const { html, body, themeColor } = boot();
    expect(html.classList.contains('mode-light')).toBe(true);
    expect(body.classList.contains('mode-light')).toBe(true);
    expect(html.getAttribute('dir')).toBe('ltr');
    expect(body.getAttribute('dir')).toBe('ltr');
    expect(themeColor).toBe(LIGHT_THEME_COLOR);
  });

  it('follows a dark OS preference in system mode and removes the other class', () => {
    const { html, body, themeColor } = boot({ prefersDark: true });
    expect(html.className).toBe('mode-dark');
    expect(body.classList.contains('mode-dark')).toBe(true);
    expect(body.classList.contains('mode-light')).toBe(false);
    expect(themeColor).toBe(DARK_THEME_COLOR);
  });

  it('follows the OS scheme as it changes while the mode is system, and not once one is picked', () => {
    const page = boot();
    page.osTurns(true);
    expect(page.html.className).toBe('mode-dark');
    page.osTurns(false);
    expect(page.html.className).toBe('mode-light');
    page.storage.setItem('mode', 'light');
    page.osTurns(true);
    expect(page.html.className).toBe('mode-light');
  });

  it('uses the stored mode over the OS preference', () => {
    expect(boot({ storage: { mode: 'dark' } }).html.className).toBe('mode-dark');
    expect(boot({ storage: { mode: 'light' }, prefersDark: true }).html.className).toBe('mode-light');
  });

  it('treats an unknown stored mode as system', () => {
    expect(boot({ storage: { mode: 'purple' }, prefersDark: true }).html.className).toBe('mode-dark');
  });

  it('applies the stored direction to html and body', () => {
    const { html, body } = boot({ storage: { direction: 'rtl' } });
    expect(html.getAttribute('dir')).toBe('rtl');
    expect(body.getAttribute('dir')).toBe('rtl');
    expect(boot({ storage: { direction: 'sideways' } }).html.getAttribute('dir')).toBe('ltr');
  });

  it('applies stored density', () => {
    const { html } = boot({
      storage: { density: JSON.stringify({ spacing: 6, dense: true }) },
    });
    expect(html.style.getPropertyValue('--mui-spacing')).toBe('6px');
    expect(html.hasAttribute('data-dense')).toBe(true);
  });

  it('ignores malformed density', () => {
    const { html } = boot({ storage: { density: '{oops' } });
    expect(html.style.getPropertyValue('--mui-spacing')).toBe('');
  });

  it('applies palette variables from the cookie, and only palette variables', () => {
    const cookie = JSON.stringify({
      primary: '#ff0000',
      vars: {
        '--mui-palette-primary-main': '#ff0000',
        '--mui-spacing': '99px',
      },
    });
    const { html, body } = boot({ cookie });
    expect(html.style.getPropertyValue('--mui-palette-primary-main')).toBe('#ff0000');
    expect(body.style.getPropertyValue('--mui-palette-primary-main')).toBe('#ff0000');
    expect(html.style.getPropertyValue('--mui-spacing')).toBe('');
  });

  it('survives a malformed cookie', () => {
    const { html } = boot({ cookie: '{not json', storage: { mode: 'dark' } });
    expect(html.className).toBe('mode-dark');
  });

  it('never throws when storage is unavailable', () => {
    const { html } = boot({ brokenStorage: true });
    expect(html.className).toBe('mode-light');
  });
});
