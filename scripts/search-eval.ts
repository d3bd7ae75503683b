/**
 * `npm run search:eval`: runs the evaluation set (src/engine/search/eval/questions.json) through the
 * site's own search on the built English index (public/search/en, written by `npm run search:build`)
 * and prints hit@1/3/5 and MRR per product, then the questions whose page is not in the first three.
 * Also checks that every expected page and #section exists in the index. `--json` prints the figures
 * as JSON; `--set=<file>` scores another set of the same shape; `--min-hit3=0.85` exits 1 below that
 * overall hit@3; `--compare` also scores MiniSearch (BM25) on the same records, as it comes and with
 * the site's query handling (eval/minisearch.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import { SearchClient } from '../src/engine/shared/search/search-client';
import { evalSetSchema, evaluate, formatReport } from '../src/engine/search/eval/score';
import { miniSearchFn, type MiniSearchSetup } from '../src/engine/search/eval/minisearch';
import type { PackedRecord, SearchMeta } from '../src/engine/search/types';

const DIR = path.join(process.cwd(), 'public', 'search', 'en');
const setArg = process.argv.find((arg) => arg.startsWith('--set='));
// `--set=<file>` scores another set of the same shape (a new held-out set, before it joins questions.json).
const SET = setArg
  ? path.resolve(setArg.slice('--set='.length))
  : path.join(process.cwd(), 'src', 'engine', 'search', 'eval', 'questions.json');

if (!fs.existsSync(path.join(DIR, 'meta.json'))) {
  console.error('search:eval: no index in public/search/en; run npm run search:build first');
  process.exit(1);
}
const read = <T>(file: string): T => JSON.parse(fs.readFileSync(path.join(DIR, file), 'utf8')) as T;
const { questions } = evalSetSchema.parse(JSON.parse(fs.readFileSync(SET, 'utf8')));

// Every expected link must exist, or a renamed page would silently count as a miss.
const meta = read<SearchMeta>('meta.json');
const records = meta.chunks.flatMap((_, chunk) => read<PackedRecord[]>(`r-${chunk}.json`));
const links = new Set<string>();
for (const [page, anchor] of records) {
  const pathname = meta.pages[page][2];
  links.add(pathname);
  if (anchor) links.add(`${pathname}#${anchor}`);
}
const unknown = questions.flatMap((question) => question.answers.filter((answer) => !links.has(answer)));
if (unknown.length) {
  console.error(`search:eval: expected links not in the index:\n  ${unknown.join('\n  ')}`);
  process.exit(1);
}

async function main() {
  const client = new SearchClient('en', async <T>(file: string) => read<T>(file));
  const report = await evaluate(questions, async (query) =>
    (await client.search(query, 10)).map((hit) => hit.href),
  );
  if (process.argv.includes('--json')) {
    console.log(
      JSON.stringify(
        { overall: report.overall, products: report.products, batches: report.batches },
        null,
        2,
      ),
    );
  } else {
    console.log(formatReport(report, `search:eval: ${questions.length} questions, English index`));
  }
  if (process.argv.includes('--compare')) {
    const setups: Array<[MiniSearchSetup, string]> = [
      ['plain', 'MiniSearch 7.2.0 as it comes (BM25, fields boosted, prefix, any word)'],
      ['site-query', "MiniSearch 7.2.0 BM25 with the site's query handling, vocabulary and priors"],
    ];
    for (const [setup, title] of setups) {
      const other = await evaluate(questions, miniSearchFn(meta, records, setup));
      console.log(`\n${formatReport({ ...other, misses: [] }, title)}`);
    }
  }
  const minArg = process.argv.find((arg) => arg.startsWith('--min-hit3='));
  if (minArg && report.overall.hit3 < Number(minArg.split('=')[1])) process.exit(1);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
