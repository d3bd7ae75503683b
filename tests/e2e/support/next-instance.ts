/** A `next start` of the built site (.next) on a port of its own, for tests that need several servers. */
import { spawn } from 'node:child_process';
import path from 'node:path';

export interface NextInstance {
  origin: string;
  /** Everything the server printed so far. */
  output(): string;
  /** Ends the process with `signal` and waits for it to exit. */
  kill(signal?: NodeJS.Signals): Promise<void>;
}

export async function startNextInstance(port: number, env: Record<string, string>): Promise<NextInstance> {
  const next = path.join(process.cwd(), 'node_modules/next/dist/bin/next');
  const child = spawn(process.execPath, [next, 'start', '-H', '127.0.0.1', '-p', String(port)], {
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const origin = `http://127.0.0.1:${port}`;
  const instance: NextInstance = {
    origin,
    output: () => output,
    async kill(signal = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      await exited;
    },
  };
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`next start on ${port} exited:\n${output}`);
    const ready = await fetch(`${origin}/api/feedback`, { method: 'OPTIONS' }).then(
      (response) => response.status === 204,
      () => false,
    );
    if (ready) return instance;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  await instance.kill('SIGKILL');
  throw new Error(`next start on ${port} did not answer within 60 s:\n${output}`);
}
