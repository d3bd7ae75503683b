import {
  BUDGETS,
  formatCls,
  judgeAtMost,
  judgeCls,
  judgeJs,
  judgeScore,
  kb,
  mb,
  ms,
  seconds,
} from './budgets.mjs';

const row = (page, metric, value, budget = '—', result = '') => ({ page, metric, value, budget, result });
const errorRow = (page, metric, error) => row(page, metric, `error: ${error}`, '—', 'error');

export function buildRows(build) {
  if (!build.measured) {
    return [
      row('—', 'build wall time', 'not measured'),
      row('—', 'build peak RSS (process tree)', 'not measured'),
    ];
  }
  return [
    row(
      '—',
      'build wall time',
      seconds(build.seconds),
      `≤ ${seconds(BUDGETS.buildSeconds)}`,
      judgeAtMost(build.seconds, BUDGETS.buildSeconds),
    ),
    row(
      '—',
      'build peak RSS (process tree)',
      mb(build.peakRssBytes),
      `≤ ${mb(BUDGETS.buildPeakRssBytes)}`,
      judgeAtMost(build.peakRssBytes, BUDGETS.buildPeakRssBytes),
    ),
  ];
}

export function weightRows(pages, weights) {
  const { hard, aim } = BUDGETS.textPageJsGzipBytes;
  return pages.flatMap((page) => {
    const w = weights[page.path];
    const name = `${page.label} ${page.path}`;
    if (!w || w.error) return [errorRow(name, 'page weight', w?.error ?? 'not run')];
    const isText = page.kind === 'text';
    const budget = isText ? `≤ ${kb(hard)} (aim ${kb(aim)})` : '—';
    const judge = (bytes) => (isText ? judgeJs(bytes) : '');
    return [
      row(name, 'JS gzip, after load', kb(w.initial.jsGzipBytes), budget, judge(w.initial.jsGzipBytes)),
      row(
        name,
        'JS gzip, after scroll',
        kb(w.afterScroll.jsGzipBytes),
        budget,
        judge(w.afterScroll.jsGzipBytes),
      ),
      row(name, 'JS files, after load / scroll', `${w.initial.jsFiles} / ${w.afterScroll.jsFiles}`),
      row(name, 'requests, after load / scroll', `${w.initial.requests} / ${w.afterScroll.requests}`),
      row(
        name,
        'transferred, after load / scroll',
        `${kb(w.initial.transferredBytes)} / ${kb(w.afterScroll.transferredBytes)}`,
      ),
    ];
  });
}

export function lighthouseRows(pages, results) {
  if (!results) return [row('—', 'Lighthouse', 'skipped (--skip-lighthouse)')];
  return pages.flatMap((page) => {
    const r = results[page.path];
    const name = `${page.label} ${page.path}`;
    if (!r || r.error) return [errorRow(name, 'Lighthouse', r?.error ?? 'not run')];
    // A runtime error (page did not load, redirect loop, ...) leaves no meaningful metrics.
    if (r.runtimeError) return [errorRow(name, 'Lighthouse', r.runtimeError)];
    const runs = r.scores.length > 1 ? ` (median of ${r.scores.join(', ')})` : '';
    return [
      row(
        name,
        'Lighthouse mobile performance',
        `${r.score ?? 'n/a'}${runs}`,
        `≥ ${BUDGETS.lighthouseScore[page.kind]}`,
        judgeScore(r.score, page.kind),
      ),
      row(name, 'LCP', ms(r.lcpMs)),
      row(name, 'TBT', ms(r.tbtMs)),
      row(name, 'CLS', formatCls(r.cls), '0', judgeCls(r.cls)),
      row(name, 'FCP', ms(r.fcpMs)),
    ];
  });
}
