import { createHighlighter, type Highlighter } from 'shiki';
import type { Root } from 'hast';
import shikiPackage from 'shiki/package.json';
import { cachedHighlight } from './highlight-cache';
import { tokenClassTransformer } from './token-classes';

/** Languages code blocks may use; anything else is shown as plain text. */
const LANGS = ['tsx', 'ts', 'jsx', 'js', 'json', 'bash', 'css', 'diff', 'html', 'yaml'] as const;
const ALIASES: Record<string, string> = { typescript: 'ts', javascript: 'js', sh: 'bash', shell: 'bash' };

let highlighter: Promise<Highlighter> | undefined;

/** One highlighter for the whole build: creating it costs far more than using it. */
function getHighlighter(): Promise<Highlighter> {
  highlighter ??= createHighlighter({
    themes: ['github-light-default', 'github-dark-default'],
    langs: [...LANGS],
    // Shiki's default engine, Oniguruma (WebAssembly, inlined in the package): on this site's TSX
    // demos it highlights about twice as fast as the JavaScript regex engine, and every demo
    // is highlighted at build.
  });
  return highlighter;
}

function resolveLang(lang: string | undefined): string {
  const name = ALIASES[lang ?? ''] ?? lang ?? 'text';
  return (LANGS as readonly string[]).includes(name) ? name : 'text';
}

/** Both colour themes at once; CSS picks `--shiki-light` or `--shiki-dark` by mode. */
const THEMES = {
  themes: { light: 'github-light-default', dark: 'github-dark-default' },
  defaultColor: false,
} as const;

/** What the output depends on besides the code and its language. */
const RENDERER = `shiki@${shikiPackage.version} ${JSON.stringify(THEMES)} oniguruma-engine token-classes compact-tokens-v2`;

/** One result per input in this process: English and Chinese pages show the same demos. */
const memo = new Map<string, Promise<string>>();

function highlightOnce(kind: 'hast' | 'html', code: string, lang: string | undefined): Promise<string> {
  const resolved = resolveLang(lang);
  const parts = [RENDERER, kind, resolved, code];
  const memoKey = parts.join('\0');
  let result = memo.get(memoKey);
  if (!result) {
    result = cachedHighlight(parts, async () => {
      const highlighter = await getHighlighter();
      const options = { lang: resolved, ...THEMES, transformers: [tokenClassTransformer] };
      return kind === 'html'
        ? highlighter.codeToHtml(code, options)
        : JSON.stringify(highlighter.codeToHast(code, options));
    });
    memo.set(memoKey, result);
  }
  return result;
}

export async function highlightToHast(code: string, lang?: string): Promise<Root> {
  // Parsed per call: callers take the tree apart and place its nodes in their own trees.
  return JSON.parse(await highlightOnce('hast', code, lang)) as Root;
}

export async function highlightToHtml(code: string, lang?: string): Promise<string> {
  return highlightOnce('html', code, lang);
}
