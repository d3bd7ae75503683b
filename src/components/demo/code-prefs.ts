/**
 * How the demos' code is shown: TypeScript or JavaScript, and which styling variant. Read from the
 * URL hash first, then from cookies kept for a year.
 */
export type CodeVariant = 'TS' | 'JS';
export type CodeStyling = 'system' | 'tailwind' | 'css';

export interface CodePrefs {
  /** TypeScript or its generated JavaScript twin; TS by default. */
  variant: CodeVariant;
  /** Which styling variant of a demo; the library's styling system by default. */
  styling: CodeStyling;
}

export const CODE_VARIANT_COOKIE = 'codeVariant';
export const CODE_STYLING_COOKIE = 'codeStyling';
export const DEFAULT_CODE_PREFS: CodePrefs = { variant: 'TS', styling: 'system' };

// Serialised with Function#toString into the pre-paint script, so it must stay
// self-contained: no imports, no module constants, no named inner functions.
/**
 * Preferences from the URL hash first (`….js` / `….tsx` picks the language,
 * `tailwind-` / `css-` / `system-` the styling), otherwise from the cookies.
 * Unknown values are ignored and never throw.
 */
export function readCodePrefs(hash: string, cookie: string): CodePrefs {
  const prefs: CodePrefs = { variant: 'TS', styling: 'system' };
  const cookieValue = (name: string): string => {
    const match = new RegExp('(?:^|;\\s*)' + name + '=([^;]*)').exec(cookie || '');
    if (!match) return '';
    try {
      return decodeURIComponent(match[1]);
    } catch {
      return '';
    }
  };
  const variant = cookieValue('codeVariant');
  if (variant === 'TS' || variant === 'JS') prefs.variant = variant;
  const styling = cookieValue('codeStyling');
  if (styling === 'system' || styling === 'tailwind' || styling === 'css') prefs.styling = styling;
  let fragment = (hash || '').replace(/^#/, '');
  try {
    fragment = decodeURIComponent(fragment);
  } catch {
    // A malformed escape is matched as written.
  }
  if (/\.js$/.test(fragment)) prefs.variant = 'JS';
  else if (/\.tsx$/.test(fragment)) prefs.variant = 'TS';
  const prefix = /^(tailwind|css|system)-/.exec(fragment);
  if (prefix) prefs.styling = prefix[1] as CodeStyling;
  return prefs;
}

/** Inline script for <head>: marks <html> before the first paint, so CSS shows the right panels. */
export const codePrefsScript =
  '(function(){try{var p=(' +
  readCodePrefs.toString() +
  ')(location.hash,document.cookie);var d=document.documentElement;' +
  "d.setAttribute('data-code-variant',p.variant);d.setAttribute('data-code-styling',p.styling);" +
  '}catch(e){}})();';
