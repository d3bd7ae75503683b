import 'server-only';
import fs from 'node:fs';
import path from 'node:path';
import type ts from 'typescript';
import type { ApiSource } from './types';

type Manifest = { name?: string; version?: string };
const manifests = new Map<string, Manifest>();

/** Name and version from the manifest: an aliased install (`x-data-grid-v7`) keeps the real name. */
function readManifest(dir: string): Manifest {
  let manifest = manifests.get(dir);
  if (!manifest) {
    const file = path.join(dir, 'package.json');
    manifest = fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as Manifest) : {};
    manifests.set(dir, manifest);
  }
  return manifest;
}

/**
 * Splits a declaration file's path at its last `node_modules/`: the package (scoped or not)
 * and the path inside it. Undefined for a file outside node_modules.
 */
export function packagePath(fileName: string): { dir: string; name: string; path: string } | undefined {
  const normalized = fileName.split(path.sep).join('/');
  const at = normalized.lastIndexOf('/node_modules/');
  if (at < 0) return undefined;
  const rest = normalized.slice(at + '/node_modules/'.length).split('/');
  const size = rest[0].startsWith('@') ? 2 : 1;
  if (rest.length <= size) return undefined;
  const name = rest.slice(0, size).join('/');
  return {
    dir: normalized.slice(0, at + '/node_modules/'.length) + name,
    name,
    path: rest.slice(size).join('/'),
  };
}

/** The installed package file and line (1-based) of a declaration, with the package's exact version. */
export function declarationSource(node: ts.Node | undefined): ApiSource | undefined {
  if (!node) return undefined;
  const file = node.getSourceFile();
  const where = packagePath(file.fileName);
  const manifest = where ? readManifest(where.dir) : {};
  if (!where || !manifest.version) return undefined;
  const { line } = file.getLineAndCharacterOfPosition(node.getStart(file));
  return {
    package: manifest.name ?? where.name,
    version: manifest.version,
    path: where.path,
    line: line + 1,
  };
}
