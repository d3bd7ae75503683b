/**
 * Scores a search function on the evaluation set (questions.json): for each question, the rank of
 * the first result on a page that answers it. Pure, so the scorer script, a comparison with another
 * library and a unit test share it.
 */
import { z } from 'zod';

export const PRODUCTS = ['data-grid', 'date-pickers', 'charts', 'tree-view'] as const;

const questionSchema = z.object({
  product: z.enum(PRODUCTS),
  query: z.string().min(1),
  source: z.string().url(),
  /** Site paths of the pages that answer, with the answering section as `#anchor`. */
  answers: z.array(z.string().regex(/^\/x\/[a-z0-9/-]+(#[a-z0-9-]+)?$/)).min(1),
  /** When the question joined the set (the note of questions.json says what each batch saw). */
  batch: z
    .string()
    .regex(/^[A-Z]$/)
    .optional(),
});
export const evalSetSchema = z.object({ _note: z.string(), questions: z.array(questionSchema).min(1) });
export type EvalQuestion = z.infer<typeof questionSchema>;

/** Result links of a query, best first (path with optional #anchor). */
export type SearchFn = (query: string) => Promise<string[]>;

export interface Figures {
  count: number;
  hit1: number;
  hit3: number;
  hit5: number;
  mrr: number;
}

export interface EvalReport {
  overall: Figures;
  products: Record<string, Figures>;
  /** Per batch, when the set has more than one. */
  batches: Record<string, Figures>;
  /** Questions whose answer is not in the first three, with what came instead. */
  misses: Array<{ question: EvalQuestion; rank: number | null; top: string[] }>;
}

const pageOf = (href: string) => href.split('#')[0];

/** 1-based rank of the first result on an answering page, or null when none of `results` is. */
export function rankOf(results: string[], answers: string[]): number | null {
  const pages = new Set(answers.map(pageOf));
  const index = results.findIndex((href) => pages.has(pageOf(href)));
  return index === -1 ? null : index + 1;
}

function figures(ranks: Array<number | null>): Figures {
  const share = (n: number) => ranks.filter((rank) => rank !== null && rank <= n).length / ranks.length;
  const mrr = ranks.reduce<number>((sum, rank) => sum + (rank ? 1 / rank : 0), 0) / ranks.length;
  return { count: ranks.length, hit1: share(1), hit3: share(3), hit5: share(5), mrr };
}

/** Runs every question through `search` and scores the first `depth` results. */
export async function evaluate(questions: EvalQuestion[], search: SearchFn, depth = 10): Promise<EvalReport> {
  const rows: Array<{ question: EvalQuestion; rank: number | null; top: string[] }> = [];
  for (const question of questions) {
    const results = (await search(question.query)).slice(0, depth);
    rows.push({ question, rank: rankOf(results, question.answers), top: results.slice(0, 3) });
  }
  const products: Record<string, Figures> = {};
  for (const product of PRODUCTS) {
    const ranks = rows.filter((row) => row.question.product === product).map((row) => row.rank);
    if (ranks.length) products[product] = figures(ranks);
  }
  const batches: Record<string, Figures> = {};
  const names = [...new Set(rows.map((row) => row.question.batch ?? ''))].sort();
  if (names.length > 1)
    for (const name of names)
      batches[`batch ${name || '-'}`] = figures(
        rows.filter((row) => (row.question.batch ?? '') === name).map((row) => row.rank),
      );
  return {
    overall: figures(rows.map((row) => row.rank)),
    products,
    batches,
    misses: rows.filter((row) => row.rank === null || row.rank > 3),
  };
}

const pct = (value: number) => `${(value * 100).toFixed(0)}%`.padStart(5);

/** The report as plain text: a table of figures, then the misses. */
export function formatReport(report: EvalReport, title: string): string {
  const row = (name: string, f: Figures) =>
    `${name.padEnd(14)}${String(f.count).padStart(4)} ${pct(f.hit1)} ${pct(f.hit3)} ${pct(f.hit5)}  ${f.mrr.toFixed(3)}`;
  const lines = [
    title,
    `${''.padEnd(14)}   n hit@1 hit@3 hit@5  MRR`,
    ...Object.entries(report.products).map(([name, f]) => row(name, f)),
    row('overall', report.overall),
    ...Object.entries(report.batches).map(([name, f]) => row(name, f)),
  ];
  if (report.misses.length) {
    lines.push('', `Not in the first three (${report.misses.length}):`);
    for (const { question, rank, top } of report.misses) {
      lines.push(
        `- [${question.product}${question.batch ? ` ${question.batch}` : ''}] "${question.query}" → rank ${rank ?? '>10'}; want ${question.answers.join(' or ')}`,
        `    got ${top.join(', ') || 'nothing'}`,
      );
    }
  }
  return lines.join('\n');
}
