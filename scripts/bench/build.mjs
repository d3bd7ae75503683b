import { spawn } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { startRssSampler } from './rss-sampler.mjs';

/** Runs a command, streaming its output, and reports wall time and peak tree RSS. */
export function measureCommand(command, args, { cwd, quiet = false } = {}) {
  return new Promise((resolve, reject) => {
    const started = process.hrtime.bigint();
    const child = spawn(command, args, { cwd, stdio: ['ignore', quiet ? 'ignore' : 'inherit', 'inherit'] });
    const sampler = startRssSampler(child.pid);
    child.on('error', (error) => {
      sampler.stop();
      reject(error);
    });
    child.on('exit', (code, signal) => {
      const { peakBytes, samples } = sampler.stop();
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      if (code === 0) resolve({ seconds, peakRssBytes: peakBytes, samples });
      else reject(new Error(`${command} ${args.join(' ')} failed (${signal ?? `exit ${code}`})`));
    });
  });
}

/** Step 1: the production build, or a check that a previous one exists. */
export async function build(root, { skipBuild, warmBuild }) {
  if (skipBuild) {
    if (!existsSync(join(root, '.next', 'BUILD_ID'))) {
      throw new Error('--skip-build was given but .next/BUILD_ID does not exist; build first');
    }
    return { measured: false };
  }
  // The budget is for a clean build: caches from an earlier build would hide its real cost.
  if (!warmBuild) rmSync(join(root, '.next'), { recursive: true, force: true });
  console.log(`bench: building (npm run build, ${warmBuild ? 'keeping .next' : 'from a clean .next'})…`);
  const result = await measureCommand('npm', ['run', 'build'], { cwd: root });
  return { measured: true, ...result };
}
