import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';

const cell = (text) => String(text).replace(/\|/g, '\\|').replace(/\n/g, ' ');

function table(rows) {
  const lines = ['| Page | Metric | Value | Budget | Result |', '| --- | --- | --- | --- | --- |'];
  for (const r of rows)
    lines.push(`| ${[r.page, r.metric, r.value, r.budget, r.result].map(cell).join(' | ')} |`);
  return lines.join('\n');
}

function quietly(command, args) {
  try {
    return execFileSync(command, args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return 'unknown';
  }
}

export const failures = (sections) =>
  sections.flatMap((s) => s.rows).filter((r) => r.result === 'fail' || r.result === 'error');

/** Step 5: one markdown file with a table per section; returns the text so it can be printed too. */
export function writeReport(file, sections, { argv, chromiumPath }) {
  const failed = failures(sections);
  const checked = sections.flatMap((s) => s.rows).filter((r) => r.result).length;
  const text = [
    '# Benchmark results',
    '',
    `- Date: ${new Date().toISOString()}`,
    `- Commit: ${quietly('git', ['rev-parse', '--short', 'HEAD'])}`,
    `- Node: ${process.version}; Chromium: ${quietly(chromiumPath, ['--version'])}`,
    `- Command: \`npm run bench${argv.length ? ` -- ${argv.join(' ')}` : ''}\``,
    `- Budgets: ${checked - failed.length} of ${checked} checks passed`,
    '',
    'KB = 1000 bytes. JS gzip is each script body compressed with zlib level 9, whatever the server sent.',
    'See bench/README.md for what each figure means.',
    ...sections.flatMap((s) => ['', `## ${s.title}`, '', table(s.rows)]),
    '',
  ].join('\n');
  writeFileSync(file, text);
  return text;
}
