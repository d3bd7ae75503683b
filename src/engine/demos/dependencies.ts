import 'server-only';
import fs from 'node:fs';
import path from 'node:path';
import type { Styling } from './registry';

/** Packages a module imports, by package name (`@scope/name` or `name`); relative imports are skipped. */
export function importedPackages(code: string): string[] {
  const names = new Set<string>();
  for (const match of code.matchAll(/(?:\bfrom\s+|\bimport\s*\(?\s*)['"]([^'"]+)['"]/g)) {
    const specifier = match[1];
    if (specifier.startsWith('.') || specifier.startsWith('/')) continue;
    const parts = specifier.split('/');
    names.add(specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]);
  }
  return [...names].sort();
}

/** Exact version of a package installed in node_modules. */
export function installedVersion(name: string, root = process.cwd()): string {
  const file = path.join(root, 'node_modules', name, 'package.json');
  if (!fs.existsSync(file)) throw new Error(`A demo imports ${name}, which is not installed`);
  return (JSON.parse(fs.readFileSync(file, 'utf8')) as { version: string }).version;
}

/**
 * The `dependencies` of a sandbox running the demo: every package it imports
 * plus the peers those need to run, each pinned to the installed version.
 */
export function sandboxDependencies(
  code: string,
  styling: Styling,
  version: (name: string) => string = installedVersion,
): Record<string, string> {
  const names = new Set(['react', 'react-dom', ...importedPackages(code)]);
  if ([...names].some((name) => name.startsWith('@mui/'))) {
    names.add('@mui/material');
    names.add('@emotion/react');
    names.add('@emotion/styled');
  }
  // The pickers' adapters need their date library, which the demo reaches only through the adapter.
  if (/AdapterDayjs/.test(code)) names.add('dayjs');
  if (styling === 'tailwind') {
    names.add('tailwindcss');
    names.add('@tailwindcss/postcss');
    names.add('postcss');
  }
  return Object.fromEntries([...names].sort().map((name) => [name, version(name)]));
}
