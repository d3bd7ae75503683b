/**
 * Highlights every demo's code (TypeScript, JavaScript twin, CSS module) into the highlight
 * cache before `next build`, one process per core. The prerender workers then read it instead
 * of highlighting: Next hands each worker a contiguous slice of the pages, so one worker gets
 * nearly all docs pages and highlighted alone, on one core (see src/engine/markdown/highlight-cache.ts).
 */
import { fork } from 'node:child_process';
import os from 'node:os';
import { findDemoFiles } from '../src/engine/demos/registry';
import { loadDemo } from '../src/engine/demos/load-demo';

/** Demo ids as `[pageKey, name]`, in a stable order so every shard sees the same list. */
function demoIds(): [string, string][] {
  return [...findDemoFiles().keys()].sort().map((id) => {
    const slash = id.lastIndexOf('/');
    return [id.slice(0, slash), id.slice(slash + 1)];
  });
}

async function warmShard(index: number, count: number): Promise<void> {
  const ids = demoIds().filter((_, position) => position % count === index);
  for (const [pageKey, name] of ids) await loadDemo(pageKey, name);
}

function runShard(index: number, count: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = fork(__filename, ['--shard', `${index}/${count}`], { stdio: 'inherit' });
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`highlight shard ${index} exited ${code}`)),
    );
  });
}

async function main() {
  const shard = process.argv.indexOf('--shard');
  if (shard !== -1) {
    const [index, count] = process.argv[shard + 1].split('/').map(Number);
    await warmShard(index, count);
    return;
  }
  const started = performance.now();
  const count = Math.max(1, Math.min(os.availableParallelism(), 4));
  await Promise.all(Array.from({ length: count }, (_, index) => runShard(index, count)));
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `highlight: ${demoIds().length} demos highlighted or found in the cache in ${seconds} s (${count} processes)`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
