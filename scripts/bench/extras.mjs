import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

/**
 * Hook for later figures (search latency, API build time, ...). Every
 * scripts/bench/extra/*.mjs is loaded in name order and must export:
 *   export const title = 'Search latency';
 *   export default async function measure({ origin, root, options }) {
 *     return [{ page: '/x/introduction', metric: 'p95', value: '12 ms', budget: '≤ 50 ms', result: 'pass' }];
 *   }
 * `result` is 'pass', 'fail', a 'pass (...)' note, or empty for figures without a budget.
 */
/** Name of an extra for `--only`: its file name without the order number and extension. */
export function extraName(file) {
  return file.replace(/\.mjs$/, '').replace(/^\d+-/, '');
}

export async function loadExtras(dir, keep = () => true) {
  let files;
  try {
    files = readdirSync(dir)
      .filter((f) => f.endsWith('.mjs') && keep(extraName(f)))
      .sort();
  } catch {
    return [];
  }
  const modules = [];
  for (const file of files) {
    const mod = await import(pathToFileURL(join(dir, file)).href);
    if (typeof mod.default !== 'function') throw new Error(`${file}: default export must be a function`);
    modules.push({ title: mod.title ?? file.replace(/\.mjs$/, ''), measure: mod.default });
  }
  return modules;
}

/** Runs each extra; one failing extra becomes an error row instead of stopping the report. */
export async function runExtras(extras, context) {
  const sections = [];
  for (const extra of extras) {
    console.log(`bench: extra "${extra.title}"`);
    let rows;
    try {
      rows = (await extra.measure(context)).map((r) => ({
        page: r.page ?? '—',
        metric: String(r.metric),
        value: String(r.value),
        budget: r.budget ?? '—',
        result: r.result ?? '',
      }));
    } catch (error) {
      rows = [
        {
          page: '—',
          metric: extra.title,
          value: `error: ${error.message.split('\n')[0]}`,
          budget: '—',
          result: 'error',
        },
      ];
    }
    sections.push({ title: extra.title, rows });
  }
  return sections;
}
