#!/usr/bin/env node
// `npx mui-x-docs-mcp` (or `npm run mcp`): starts the docs MCP server over stdio from this
// repository's generated data, whatever directory the assistant launches it from.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const tsx = createRequire(import.meta.url).resolve('tsx/cli');
// The scripts' tsconfig maps the engine's `server-only` marker to its empty entry (see the file).
const tsconfig = path.join(root, 'tsconfig.scripts.json');
const child = spawn(
  process.execPath,
  [tsx, '--tsconfig', tsconfig, path.join(root, 'src', 'mcp', 'main.ts')],
  {
    cwd: root,
    stdio: 'inherit',
  },
);
child.on('exit', (code, signal) => process.exit(signal ? 1 : (code ?? 0)));
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
