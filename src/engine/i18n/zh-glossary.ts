/**
 * The Chinese glossary (`zh-glossary.json`): one Chinese term per English term, and the variants
 * a translation must not use for it. Pure: the test scans the files.
 */
import * as z from 'zod/mini';
import glossaryJson from './zh-glossary.json';

const glossarySchema = z.object({
  terms: z.array(
    z.object({
      en: z.string().check(z.minLength(1)),
      zh: z.string().check(z.minLength(1)),
      forbidden: z.array(z.string().check(z.minLength(1))),
    }),
  ),
});

export type GlossaryTerm = z.infer<typeof glossarySchema>['terms'][number];

export const ZH_GLOSSARY: readonly GlossaryTerm[] = glossarySchema.parse(glossaryJson).terms;

export interface VariantHit {
  variant: string;
  /** The glossary's term for it. */
  term: string;
  en: string;
  /** 1-based line of the hit. */
  line: number;
}

const FENCE = /^\s*(`{3,}|~{3,})/;

/** The text without fenced code blocks and inline code spans; lines keep their numbers. */
export function proseOnly(markdown: string): string {
  let fence: string | undefined;
  return markdown
    .split('\n')
    .map((line) => {
      const opening = FENCE.exec(line)?.[1];
      if (opening && (!fence || opening.startsWith(fence))) {
        fence = fence ? undefined : opening;
        return '';
      }
      return fence ? '' : line.replace(/(`+)[^`]*?\1/g, '');
    })
    .join('\n');
}

/**
 * Forbidden variants in a text (prose only: code is left out by the caller or by `proseOnly`).
 * The glossary's own terms are masked first, so a variant inside a right term (数据表格组件
 * holds 表格组件) is not a hit.
 */
export function findForbiddenVariants(
  text: string,
  glossary: readonly GlossaryTerm[] = ZH_GLOSSARY,
): VariantHit[] {
  const preferred = [...new Set(glossary.map((entry) => entry.zh))].sort((a, b) => b.length - a.length);
  const hits: VariantHit[] = [];
  text.split('\n').forEach((raw, index) => {
    let line = raw;
    for (const term of preferred) line = line.split(term).join('\u0000');
    for (const entry of glossary) {
      for (const variant of entry.forbidden) {
        if (line.includes(variant)) hits.push({ variant, term: entry.zh, en: entry.en, line: index + 1 });
      }
    }
  });
  return hits;
}
