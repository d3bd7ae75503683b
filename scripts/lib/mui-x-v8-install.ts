/**
 * A folder with MUI X 8.29.3 (the last v8 release this site documented) and Material UI 7, for the
 * scripts that read or compile against v8: installed from the npm registry into a temporary folder,
 * unless MIGRATION_V8_DIR names a folder that has them already.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { API_PACKAGES } from '../../src/engine/api-reference/packages';

export const V8_VERSION = '8.29.3';
/** Peers installed beside an older major at the project's own versions. */
export const SHARED_PEERS = [
  'react',
  'react-dom',
  '@types/react',
  '@types/react-dom',
  '@emotion/react',
  '@emotion/styled',
];

export const installedVersion = (root: string, name: string): string =>
  (
    JSON.parse(fs.readFileSync(path.join(root, 'node_modules', name, 'package.json'), 'utf8')) as {
      version: string;
    }
  ).version;

/** Writes a package.json with `dependencies` into `dir` and installs them from the registry, no scripts run. */
export function installInto(dir: string, dependencies: Record<string, string>): void {
  fs.writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ private: true, dependencies }, null, 2));
  execFileSync('npm', ['install', '--ignore-scripts', '--no-audit', '--no-fund', '--legacy-peer-deps'], {
    cwd: dir,
    stdio: 'ignore',
  });
}

export interface V8Folder {
  dir: string;
  /** Removes the folder when this script made it. */
  dispose: () => void;
}

export function muiXV8Folder(cwd: string, label: string): V8Folder {
  const given = process.env.MIGRATION_V8_DIR;
  if (given) return { dir: path.resolve(given), dispose: () => {} };
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `mui-x-v8-${label}-`));
  const dependencies: Record<string, string> = {
    '@mui/material': '7.3.11',
    '@mui/system': '7.3.11',
    '@mui/icons-material': '7.3.11',
    '@mui/x-license': V8_VERSION,
  };
  // @mui/x-charts-premium has no 8.29.x: v8 documented it as not yet released.
  for (const { name } of API_PACKAGES) if (name !== '@mui/x-charts-premium') dependencies[name] = V8_VERSION;
  for (const peer of [...SHARED_PEERS, 'dayjs', 'date-fns']) dependencies[peer] = installedVersion(cwd, peer);
  console.log(`${label}: installing MUI X ${V8_VERSION} into ${dir}`);
  installInto(dir, dependencies);
  return { dir, dispose: () => fs.rmSync(dir, { recursive: true, force: true }) };
}
