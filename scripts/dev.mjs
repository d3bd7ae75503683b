// `npm run dev`: the writer's preview. Generates what the site imports when it is missing (a fresh
// clone), writes `next dev`'s own demo registry with every page empty (next.config.ts uses it
// under `next dev`: only the demos of the pages you open are compiled), then runs `next dev` with
// the arguments given (`npm run dev -- -p 3001`).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const tsx = (script) =>
  spawnSync(
    process.execPath,
    [join(root, 'node_modules/tsx/dist/cli.mjs'), '--tsconfig', 'tsconfig.scripts.json', script],
    {
      cwd: root,
      stdio: 'inherit',
    },
  );

if (!existsSync(join(root, 'generated/demo-registry.ts')) && tsx('scripts/generate.ts').status !== 0)
  process.exit(1);
if (tsx('scripts/dev-registry.ts').status !== 0) process.exit(1);

const next = spawn(
  process.execPath,
  [join(root, 'node_modules/next/dist/bin/next'), 'dev', ...process.argv.slice(2)],
  {
    cwd: root,
    stdio: 'inherit',
  },
);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => next.kill(signal));
next.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
