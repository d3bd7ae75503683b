import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * The scripts (`npm run generate`, `api:build`, `search:build`, the MCP server...) run engine
 * modules marked `server-only` in plain Node through tsx with tsconfig.scripts.json.
 */
const root = path.resolve(__dirname, '../../..');
const tsx = createRequire(import.meta.url).resolve('tsx/cli');
const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'server-only-probe-'));
const probe = path.join(folder, 'probe.ts');
fs.writeFileSync(
  probe,
  `import { getInstalledVersion } from ${JSON.stringify(path.join(root, 'src/engine/versions'))};\n` +
    `console.log('version ' + getInstalledVersion());\n`,
);
afterAll(() => fs.rmSync(folder, { recursive: true, force: true }));

function runProbe(args: string[]) {
  return spawnSync(process.execPath, [tsx, ...args, probe], { cwd: root, encoding: 'utf8' });
}

describe('tsconfig.scripts.json', () => {
  it('runs a server-only engine module under tsx', () => {
    const run = runProbe(['--tsconfig', 'tsconfig.scripts.json']);
    expect(run.stderr).toBe('');
    expect(run.stdout).toMatch(/^version 9\.\d+\.\d+/);
    expect(run.status).toBe(0);
  });

  it('is needed: without it the marker throws', () => {
    const run = runProbe([]);
    expect(run.status).not.toBe(0);
    expect(run.stderr).toContain('cannot be imported from a Client Component module');
  });
});
