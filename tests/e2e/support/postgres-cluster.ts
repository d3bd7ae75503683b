/**
 * A throwaway PostgreSQL server for end-to-end tests: its own cluster in a temporary folder,
 * listening on a loopback port, run by an unprivileged user (`nobody` when the tests run as
 * root, since initdb and postgres refuse root), removed by `remove()`.
 */
import { execFile, execFileSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** Folder of initdb, pg_ctl and postgres: `PG_BIN`, else the newest /usr/lib/postgresql/<version>/bin. */
export function postgresBinDir(env: Record<string, string | undefined> = process.env): string | undefined {
  const root = '/usr/lib/postgresql';
  const versions = fs.existsSync(root)
    ? fs.readdirSync(root).sort((a, b) => Number(b) - Number(a) || b.localeCompare(a))
    : [];
  const candidates = [env.PG_BIN, ...versions.map((version) => path.join(root, version, 'bin'))];
  return candidates.find((dir) => dir && fs.existsSync(path.join(dir, 'initdb')));
}

/** A TCP port nobody listens on right now. */
export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

export interface PostgresCluster {
  /** `postgres://` URL of the cluster's `postgres` database, trust authentication. */
  url: string;
  start(): Promise<void>;
  /** A fast shutdown: open connections are closed, as when an operator restarts the server. */
  stop(): Promise<void>;
  remove(): Promise<void>;
}

export async function createPostgresCluster(bin: string): Promise<PostgresCluster> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'feedback-pg-'));
  const data = path.join(dir, 'data');
  const log = path.join(dir, 'server.log');
  const port = await freePort();
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const id = (flag: string) => Number(execFileSync('id', [flag, 'nobody'], { encoding: 'utf8' }).trim());
    fs.chownSync(dir, id('-u'), id('-g'));
  }
  /** Runs a PostgreSQL program as the cluster's owner. */
  const pg = (program: string, args: string[]) => {
    const command = path.join(bin, program);
    const [file, argv] = asRoot ? ['runuser', ['-u', 'nobody', '--', command, ...args]] : [command, args];
    return run(file, argv, { cwd: dir, timeout: 60_000 });
  };
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c max_connections=60`;
  let running = false;
  const cluster: PostgresCluster = {
    url: `postgres://feedback@127.0.0.1:${port}/postgres`,
    async start() {
      await pg('pg_ctl', ['-D', data, '-l', log, '-o', options, '-w', '-t', '60', 'start']);
      running = true;
    },
    async stop() {
      await pg('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
      running = false;
    },
    async remove() {
      if (running) await pg('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']).catch(() => undefined);
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
  try {
    await pg('initdb', ['-D', data, '-U', 'feedback', '-A', 'trust', '-E', 'UTF8', '--no-locale', '-N']);
    await cluster.start();
  } catch (error) {
    const tail = fs.existsSync(log) ? fs.readFileSync(log, 'utf8').slice(-2000) : '';
    await cluster.remove();
    throw new Error(`Could not start PostgreSQL from ${bin}: ${String(error)}\n${tail}`);
  }
  return cluster;
}
