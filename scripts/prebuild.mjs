/**
 * What `npm run build` does before `next build`, as stages whose steps run side by side: each
 * step is single-threaded or memory-light, and the build machine has two cores. A failing step
 * fails the build with its name.
 */
import { spawn } from 'node:child_process';

// tsx with the scripts' tsconfig, which maps the `server-only` marker to its empty entry.
const TSX = ['tsx', '--tsconfig', 'tsconfig.scripts.json'];

const STAGES = [
  [[...TSX, 'scripts/check-site-origin.ts']],
  // API data from the packages' types; demo registry, JavaScript twins and theme CSS.
  [
    [...TSX, 'scripts/api-build.ts'],
    [...TSX, 'scripts/generate.ts'],
  ],
  // Both need the stage above: highlighting reads the twins, search the API data, and the type
  // check the generated modules (and Next's route types from `next typegen`).
  [
    [...TSX, 'scripts/highlight-warm.ts'],
    [...TSX, 'scripts/search-build.ts'],
    ['next', 'typegen', '&&', 'tsc', '--noEmit'],
  ],
];

function run(step) {
  const command = step.join(' ');
  return new Promise((resolve, reject) => {
    // Through the shell, so `npx`-style binaries from node_modules/.bin resolve as in npm scripts.
    const child = spawn(command, { shell: true, stdio: 'inherit' });
    child.on('error', reject);
    child.on('exit', (code, signal) =>
      code === 0
        ? resolve()
        : reject(new Error(`prebuild: \`${command}\` failed (${signal ?? `exit ${code}`})`)),
    );
  });
}

for (const stage of STAGES) {
  const started = performance.now();
  const results = await Promise.allSettled(stage.map(run));
  const failed = results.filter((result) => result.status === 'rejected');
  if (failed.length > 0) {
    for (const { reason } of failed) console.error(reason.message);
    process.exit(1);
  }
  console.log(
    `prebuild: ${stage.map((step) => step.find((arg) => arg.startsWith('scripts/')) ?? step[1]).join(', ')} done in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
}
