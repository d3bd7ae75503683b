import { createHighlighter, type Highlighter } from 'shiki';
import { createJavaScriptRegexEngine } from 'shiki/engine/javascript';
import type { Root } from 'hast';

/** Languages code blocks may use; anything else is shown as plain text. */
const LANGS = ['tsx', 'ts', 'jsx', 'js', 'json', 'bash', 'css', 'diff', 'html', 'yaml'] as const;
const ALIASES: Record<string, string> = { typescript: 'ts', javascript: 'js', sh: 'bash', shell: 'bash' };

let highlighter: Promise<Highlighter> | undefined;

/** One highlighter for the whole build: creating it costs far more than using it. */
function getHighlighter(): Promise<Highlighter> {
  highlighter ??= createHighlighter({
    themes: ['github-light-default', 'github-dark-default'],
    langs: [...LANGS],
    engine: createJavaScriptRegexEngine(),
  });
  return highlighter;
}

function resolveLang(lang: string | undefined): string {
  const name = ALIASES[lang ?? ''] ?? lang ?? 'text';
  return (LANGS as readonly string[]).includes(name) ? name : 'text';
}

/** Both colour themes at once; CSS picks `--shiki-light` or `--shiki-dark` by mode. */
const THEMES = { themes: { light: 'github-light-default', dark: 'github-dark-default' }, defaultColor: false } as const;

export async function highlightToHast(code: string, lang?: string): Promise<Root> {
  return (await getHighlighter()).codeToHast(code, { lang: resolveLang(lang), ...THEMES });
}

export async function highlightToHtml(code: string, lang?: string): Promise<string> {
  return (await getHighlighter()).codeToHtml(code, { lang: resolveLang(lang), ...THEMES });
}
