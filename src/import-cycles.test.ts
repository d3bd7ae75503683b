import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = path.resolve(__dirname);
const IMPORT =
  /(?:^|\n)\s*(?:import|export)\b[^'"]*?\bfrom\s+['"]([^'"]+)['"]|\bimport\(\s*['"]([^'"]+)['"]\s*\)/g;

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

/** The file an import names inside src/ (relative or `@/`), or null for a package or anything else. */
function resolveImport(from: string, specifier: string, known: Set<string>): string | null {
  let base: string;
  if (specifier.startsWith('@/')) base = path.join(SRC, specifier.slice(2));
  else if (specifier.startsWith('.')) base = path.resolve(path.dirname(from), specifier);
  else return null;
  const candidates = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'].map((ending) => base + ending);
  return candidates.find((file) => known.has(file)) ?? null;
}

/** Every import chain that comes back to where it started, type-only imports included. */
function importCycles(files: string[]): string[][] {
  const known = new Set(files);
  const graph = new Map(
    files.map((file) => {
      const text = fs.readFileSync(file, 'utf8');
      const targets = [...text.matchAll(IMPORT)].map((match) =>
        resolveImport(file, match[1] ?? match[2], known),
      );
      return [file, [...new Set(targets.filter((target): target is string => target !== null))]];
    }),
  );
  const cycles: string[][] = [];
  const done = new Set<string>();
  const visit = (file: string, trail: string[]) => {
    const start = trail.indexOf(file);
    if (start !== -1) return void cycles.push([...trail.slice(start), file]);
    if (done.has(file)) return;
    for (const target of graph.get(file) ?? []) visit(target, [...trail, file]);
    done.add(file);
  };
  for (const file of files) visit(file, []);
  return cycles.map((cycle) => cycle.map((file) => path.relative(SRC, file)));
}

// A cycle makes the order modules initialise in depend on which one is imported first.
describe('imports under src/', () => {
  it('form no cycle', () => {
    expect(importCycles(sourceFiles(SRC))).toEqual([]);
  });
});
