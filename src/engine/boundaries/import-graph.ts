import 'server-only';
import fs from 'node:fs';
import path from 'node:path';
import { moduleImports } from './module-imports';

/** One project file of the graph: the project files and the packages it imports. */
export interface GraphNode {
  /** Project files it imports, absolute. */
  files: string[];
  /** Bare specifiers it imports (`server-only`, `node:fs`, `react`). */
  packages: string[];
  useClient: boolean;
}

const EXTENSIONS = ['.ts', '.tsx', '.mts', '.js', '.mjs'];
const CODE = /\.(tsx?|mts|m?js)$/;

/** The `paths` of tsconfig.json (`@/*`, `@generated/*`), as prefixes and their folders. */
function aliases(root: string): Array<[string, string]> {
  return [
    ['@/', path.join(root, 'src')],
    ['@generated/', path.join(root, 'generated')],
  ];
}

function resolveFile(base: string): string | undefined {
  if (CODE.test(base) && fs.existsSync(base)) return base;
  for (const extension of EXTENSIONS) if (fs.existsSync(base + extension)) return base + extension;
  for (const extension of EXTENSIONS) {
    const index = path.join(base, `index${extension}`);
    if (fs.existsSync(index)) return index;
  }
  return undefined;
}

/**
 * Resolves a specifier as the bundler does for this project: relative paths and the tsconfig
 * aliases to files (`undefined` for assets such as CSS and JSON, and for files not generated
 * yet), anything else to a package name.
 */
export function resolveSpecifier(
  root: string,
  from: string,
  specifier: string,
): { file?: string; package?: string } {
  let base: string | undefined;
  if (specifier.startsWith('.')) base = path.resolve(path.dirname(from), specifier);
  for (const [prefix, folder] of aliases(root)) {
    if (specifier.startsWith(prefix)) base = path.join(folder, specifier.slice(prefix.length));
  }
  if (base === undefined) return { package: specifier };
  return { file: resolveFile(base) };
}

/** Walks the value imports from `entries`, every project file reached once. */
export function importGraph(root: string, entries: string[]): Map<string, GraphNode> {
  const graph = new Map<string, GraphNode>();
  const pending = [...entries];
  while (pending.length > 0) {
    const file = pending.pop()!;
    if (graph.has(file)) continue;
    const { specifiers, useClient } = moduleImports(fs.readFileSync(file, 'utf8'), file);
    const node: GraphNode = { files: [], packages: [], useClient };
    for (const specifier of specifiers) {
      const resolved = resolveSpecifier(root, file, specifier);
      if (resolved.package) node.packages.push(resolved.package);
      if (resolved.file) {
        node.files.push(resolved.file);
        pending.push(resolved.file);
      }
    }
    graph.set(file, node);
  }
  return graph;
}

/**
 * The import chain from `start` to the first file `isTarget` accepts (both ends included), or
 * `undefined` when none is reachable. Breadth first, so the chain is a shortest one.
 */
export function chainTo(
  graph: Map<string, GraphNode>,
  start: string,
  isTarget: (file: string) => boolean,
): string[] | undefined {
  const parent = new Map<string, string | null>([[start, null]]);
  const queue = [start];
  for (let index = 0; index < queue.length; index++) {
    const file = queue[index];
    if (isTarget(file)) {
      const chain: string[] = [];
      for (let at: string | null = file; at !== null; at = parent.get(at)!) chain.unshift(at);
      return chain;
    }
    for (const next of graph.get(file)?.files ?? []) {
      if (!parent.has(next)) {
        parent.set(next, file);
        queue.push(next);
      }
    }
  }
  return undefined;
}

/** Every `.ts`/`.tsx` file under `folder`, absolute; tests (`*.test.ts`...) only when asked. */
export function sourceFiles(folder: string, { tests = false } = {}): string[] {
  if (!fs.existsSync(folder)) return [];
  return fs
    .readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .filter((name) => /\.tsx?$/.test(name) && !name.endsWith('.d.ts'))
    .filter((name) => tests || !/\.(test|spec|check)\.tsx?$/.test(name))
    .filter((name) => !name.split(path.sep).includes('node_modules'))
    .map((name) => path.join(folder, name));
}
