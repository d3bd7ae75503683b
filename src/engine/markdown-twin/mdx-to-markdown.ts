import type { CalloutType } from './types';
import { installAlternatives } from './install-alternatives';

/** What the conversion needs from outside the page text. */
export interface MdxToMarkdownOptions {
  /** TypeScript source of a demo of the page, by name; throws for an unknown one. */
  demoSource: (name: string) => { fileName: string; code: string };
  /** Turns a site path (`/x/...`) into the absolute URL the twin links to. */
  absoluteUrl: (pathname: string) => string;
  /**
   * Markdown for a component that stands alone on its line (`<ProductionErrorList />`): its text,
   * or `''` to leave it out. A component it does not know throws, so none reaches a twin as JSX.
   */
  block?: (name: string) => string | undefined;
}

/** GitHub's alert keywords, which Markdown readers and language models both recognise. */
const ALERTS: Record<CalloutType, string> = {
  info: 'NOTE',
  success: 'TIP',
  warning: 'WARNING',
  error: 'CAUTION',
};

const FENCE = /^\s*(```+|~~~+)(.*)$/;
const DEMO = /^\s*<Demo\b([^>]*)\/>\s*$/;
const BLOCK = /^\s*<([A-Z][A-Za-z0-9]*)\s*\/>\s*$/;
const CALLOUT_OPEN = /^\s*<Callout\b(?:\s+type=["'](\w+)["'])?\s*>\s*$/;
const CALLOUT_CLOSE = /^\s*<\/Callout>\s*$/;
const MDX_COMMENT = /\{\/\*[\s\S]*?\*\/\}/g;
/** A Markdown link or image target that is a site path: `](/x/...)`. */
const SITE_LINK = /\]\((\/[^)\s]*)\)/g;

function fenceFor(code: string): string {
  const longest = Math.max(2, ...(code.match(/`{3,}/g) ?? []).map((run) => run.length));
  return '`'.repeat(longest + 1);
}

/**
 * Turns a page body written in MDX into plain Markdown: each `<Demo name="X" />`
 * becomes the demo's TypeScript source in a fenced block, each `<Callout>` a
 * blockquote alert, and site links absolute URLs. Code blocks are left as written.
 */
export function mdxToMarkdown(body: string, options: MdxToMarkdownOptions): string {
  const out: string[] = [];
  let fence: string | undefined;
  // The open block's info string and lines, for the install commands' alternatives.
  let fenceInfo = '';
  let fenceBody: string[] = [];
  let inCallout = false;
  const push = (line: string) => out.push(inCallout ? (line.trim() === '' ? '>' : `> ${line}`) : line);

  for (const line of body.replace(MDX_COMMENT, '').split('\n')) {
    const fenceMatch = FENCE.exec(line);
    if (fence) {
      if (fenceMatch && fenceMatch[1][0] === fence[0] && fenceMatch[1].length >= fence.length) {
        fence = undefined;
        installAlternatives(fenceInfo, fenceBody).forEach(push);
      } else fenceBody.push(line);
      push(line);
      continue;
    }
    if (fenceMatch) {
      fence = fenceMatch[1];
      fenceInfo = fenceMatch[2];
      fenceBody = [];
      push(line);
      continue;
    }
    const demo = DEMO.exec(line);
    if (demo) {
      const name = /\bname=["']([A-Za-z0-9]+)["']/.exec(demo[1])?.[1];
      if (!name) throw new Error(`<Demo> without a name: ${line.trim()}`);
      const { fileName, code } = options.demoSource(name);
      const marks = fenceFor(code);
      for (const codeLine of [`${marks}tsx title="${fileName}"`, ...code.trimEnd().split('\n'), marks]) {
        push(codeLine);
      }
      continue;
    }
    const block = BLOCK.exec(line);
    if (block) {
      const markdown = options.block?.(block[1]);
      if (markdown === undefined) throw new Error(`No Markdown for <${block[1]} />`);
      if (markdown) markdown.split('\n').forEach(push);
      continue;
    }
    const open = CALLOUT_OPEN.exec(line);
    if (open) {
      const type = (open[1] ?? 'info') as CalloutType;
      inCallout = true;
      push(`[!${ALERTS[type] ?? ALERTS.info}]`);
      continue;
    }
    if (inCallout && CALLOUT_CLOSE.test(line)) {
      // Trailing blank lines inside the callout would end the quote early in some readers.
      while (out.length > 0 && out[out.length - 1] === '>') out.pop();
      inCallout = false;
      continue;
    }
    push(line.replace(SITE_LINK, (_, target: string) => `](${options.absoluteUrl(target)})`));
  }
  return out
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
