import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { measureLighthouse } from '../lighthouse.mjs';
import { startServer } from '../server.mjs';

export const title = 'Reference: the demos alone on a bare Next.js page';

/** Demos copied into the reference app, as client components: docs file → app file. */
const DEMOS = [
  ['content/data-grid/overview/demos/OverviewGrid.tsx', 'app/overview-demo.client.tsx'],
  // The first demo of /x/react-charts/bars, the one that page mounts on load.
  ['content/charts/bars/demos/GroupedBars.tsx', 'app/bars/bars-demo.client.tsx'],
];
const BARE = { path: '/bare', slug: 'reference-bare-page', label: 'bare Next.js page (text only)' };
const PAGES = [
  BARE,
  { path: '/', slug: 'reference-overview-demo', label: 'overview demo alone' },
  { path: '/minimal', slug: 'reference-minimal-grid', label: 'minimal grid (5 rows, 1 column)' },
  { path: '/bars', slug: 'reference-grouped-bars', label: 'first bar chart demo alone (GroupedBars)' },
];

/** Points an API page may lose against the bare Next.js page of the same run (API performance issue). */
const API_GAP_BUDGET = 3;

/** Each measured site page's score minus the bare page's: what the site costs beyond the framework. */
export function gapRows(pages, lighthouse, bare) {
  if (!lighthouse || !bare || bare.error || bare.score == null) return [];
  return pages.flatMap((page) => {
    const score = lighthouse[page.path]?.score;
    if (score == null) return [];
    const gap = score - bare.score;
    const api = page.kind === 'api';
    return [
      {
        page: page.path,
        metric: 'gap to the bare Next.js page',
        value: `${gap > 0 ? '+' : ''}${gap} (${score} vs ${bare.score})`,
        budget: api ? `≥ -${API_GAP_BUDGET}` : '',
        result: api ? (gap >= -API_GAP_BUDGET ? 'pass' : 'fail') : '',
      },
    ];
  });
}

/** Copies bench/reference to a temporary folder with the demos and the site's packages. */
function prepare(root) {
  const dir = mkdtempSync(join(tmpdir(), 'mui-x-bench-reference-'));
  cpSync(join(root, 'bench/reference'), dir, { recursive: true });
  for (const [from, to] of DEMOS) {
    writeFileSync(join(dir, to), `'use client';\n${readFileSync(join(root, from), 'utf8')}`);
  }
  symlinkSync(join(root, 'node_modules'), join(dir, 'node_modules'));
  // The packages are reached through the symlink; Turbopack only reads inside its root.
  writeFileSync(join(dir, 'next.config.mjs'), "export default { turbopack: { root: '/' } };\n");
  return dir;
}

/**
 * Lighthouse on a bare Next.js app that mounts the same DataGrid, or the same bar chart, on load:
 * the floor for a demo page with a grid or a chart in its first screen. Figures only, no budget:
 * this is not the site.
 */
export default async function measure({ root, options, lighthouse }) {
  if (options.skipLighthouse) return [];
  const dir = prepare(root);
  try {
    const built = spawnSync('npx', ['next', 'build'], {
      cwd: dir,
      encoding: 'utf8',
      env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
    });
    if (built.status !== 0) throw new Error(`reference build failed: ${built.stderr.slice(-500)}`);
    const server = await startServer(dir, options.port + 1);
    let results;
    try {
      results = await measureLighthouse(server.origin, PAGES, {
        runs: options.runs,
        outDir: join(root, 'bench'),
      });
    } finally {
      await server.stop();
    }
    return [
      ...PAGES.flatMap((page) => {
        const r = results[page.path];
        if (r.error)
          return [{ page: page.label, metric: 'Lighthouse', value: `error: ${r.error}`, result: 'error' }];
        const scores = r.scores.length > 1 ? ` (${r.scores.join(', ')})` : '';
        return [
          { page: page.label, metric: 'Lighthouse mobile', value: `${r.score}${scores}` },
          { page: page.label, metric: 'TBT', value: `${Math.round(r.tbtMs)} ms` },
          { page: page.label, metric: 'LCP', value: `${Math.round(r.lcpMs)} ms` },
        ];
      }),
      ...gapRows(options.pages, lighthouse, results[BARE.path]),
    ];
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
