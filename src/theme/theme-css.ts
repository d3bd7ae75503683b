import { createDocsTheme } from './create-docs-theme';
import type { DocsThemeOptions } from './create-docs-theme';

type StyleValue = string | number | null | undefined | StyleObject;
interface StyleObject {
  [key: string]: StyleValue;
}

// Custom properties keep their exact case; ordinary CSS properties arrive in
// the camelCase form used by style objects (e.g. colorScheme).
function toPropertyName(key: string): string {
  if (key.startsWith('--')) return key;
  return key.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
}

function joinSelector(parent: string, child: string): string {
  if (!parent) return child;
  // Selector lists must be combined member by member.
  return parent
    .split(',')
    .flatMap((p) =>
      child
        .split(',')
        .map((c) => (c.includes('&') ? c.trim().replace(/&/g, p.trim()) : `${p.trim()} ${c.trim()}`)),
    )
    .join(', ');
}

/** Decides which custom properties are written; ordinary properties always are. */
export type KeepProperty = (name: string) => boolean;

const keepAll: KeepProperty = () => true;

function serializeRule(selector: string, body: StyleObject, keep: KeepProperty): string {
  const declarations: string[] = [];
  const nested: string[] = [];
  for (const [key, value] of Object.entries(body)) {
    if (value === null || value === undefined || value === '') continue;
    if (typeof value === 'object') {
      if (key.startsWith('@')) {
        nested.push(`${key}{${serializeRule(selector, value, keep)}}`);
      } else {
        nested.push(serializeRule(joinSelector(selector, key), value, keep));
      }
      continue;
    }
    if (key.startsWith('--') && !keep(key)) continue;
    declarations.push(`${toPropertyName(key)}:${String(value)};`);
  }
  const own = declarations.length > 0 && selector ? `${selector}{${declarations.join('')}}` : '';
  return own + nested.join('');
}

/** Turns MUI's style-sheet objects into plain CSS text. */
export function serializeStyleSheets(
  sheets: ReadonlyArray<Record<string, unknown>>,
  keep: KeepProperty = keepAll,
): string {
  return sheets
    .map((sheet) =>
      Object.entries(sheet)
        .map(([selector, body]) => {
          if (!body || typeof body !== 'object') return '';
          // A top-level at-rule (e.g. a media query) wraps selectors of its own.
          if (selector.startsWith('@')) return `${selector}{${serializeRule('', body as StyleObject, keep)}}`;
          return serializeRule(selector, body as StyleObject, keep);
        })
        .join(''),
    )
    .join('\n');
}

/**
 * CSS custom properties for the docs shell (server/build time only): the
 * `:root` tokens, the light scheme and the `.mode-dark` scheme.
 */
export function getThemeCss(options?: DocsThemeOptions): string {
  return serializeStyleSheets(createDocsTheme(options).generateStyleSheets());
}

const MUI_VARIABLE = /--mui-[A-Za-z0-9-]+/g;

/**
 * The theme's variables that `sources` (the shell's CSS and components) name, plus the
 * variables those refer to. A name ending in `-` (a prefix completed at run time, such as
 * `--mui-palette-primary-`) keeps every variable that starts with it.
 */
export function usedThemeVariables(css: string, sources: readonly string[]): Set<string> {
  const declared = new Map<string, string>();
  for (const match of css.matchAll(/(--mui-[A-Za-z0-9-]+):([^;}]*)/g)) {
    declared.set(match[1], `${declared.get(match[1]) ?? ''} ${match[2]}`);
  }
  const named = new Set(sources.flatMap((source) => source.match(MUI_VARIABLE) ?? []));
  // `--mui-palette-` alone (code that handles any palette variable) would keep them all.
  const prefixes = [...named].filter(
    (name) => name.endsWith('-') && name.split('-').filter(Boolean).length >= 3,
  );
  const used = new Set<string>();
  const pending = [...declared.keys()].filter(
    (name) => named.has(name) || prefixes.some((prefix) => name.startsWith(prefix)),
  );
  while (pending.length > 0) {
    const name = pending.pop()!;
    if (used.has(name)) continue;
    used.add(name);
    for (const ref of declared.get(name)?.match(MUI_VARIABLE) ?? []) if (declared.has(ref)) pending.push(ref);
  }
  return used;
}

/**
 * The theme's two stylesheets, from one theme build: `full` (about 1,000 variables, 20 KB),
 * which the demos load because MUI's components read all of it, and `shell`, only the
 * variables that `sources` (the site's own CSS and components) read, inlined in every page.
 */
export function getThemeStylesheets(sources: readonly string[], options?: DocsThemeOptions) {
  const sheets = createDocsTheme(options).generateStyleSheets();
  const full = serializeStyleSheets(sheets);
  const used = usedThemeVariables(full, sources);
  return { full, shell: serializeStyleSheets(sheets, (name) => used.has(name)) };
}
