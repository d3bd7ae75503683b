import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { chainTo, importGraph, sourceFiles, type GraphNode } from './import-graph';

/**
 * The split between server and browser code, checked on the import graph. A client component
 * that reaches a module marked `server-only` breaks `next build`; a module that reads files
 * must carry the mark so that the build, not a visitor, finds the mistake. The tests print each
 * offending import chain.
 */
const root = path.resolve(__dirname, '../../..');
const relative = (file: string) => path.relative(root, file);
const engine = path.join(root, 'src/engine') + path.sep;
const shared = path.join(root, 'src/engine/shared') + path.sep;

/** Node built-ins and packages that read files or start processes. */
const FILE_READERS = new Set(
  ['fs', 'fs/promises', 'child_process', 'module'].flatMap((name) => [name, `node:${name}`]),
);
FILE_READERS.add('better-sqlite3');
FILE_READERS.add('pg');

const projectFiles = ['app', 'src', 'content'].flatMap((folder) => sourceFiles(path.join(root, folder)));
const graph = importGraph(root, projectFiles);

const isMarked = (node?: GraphNode) => node?.packages.includes('server-only') ?? false;
const readsFiles = (node?: GraphNode) => node?.packages.some((name) => FILE_READERS.has(name)) ?? false;
const serverOnly = (file: string) => isMarked(graph.get(file)) || readsFiles(graph.get(file));

function chainsFrom(graphOf: Map<string, GraphNode>, starts: string[], isTarget: (file: string) => boolean) {
  return starts
    .map((file) => chainTo(graphOf, file, isTarget))
    .filter((chain): chain is string[] => chain !== undefined)
    .map((chain) => chain.map(relative).join(' -> '));
}

/** Files compiled for the browser (and for SSR, outside the `react-server` condition). */
const clientRoots = [...graph]
  .filter(([file, node]) => node.useClient || file.endsWith('.client.tsx'))
  .map(([file]) => file);

describe('server-only boundary', () => {
  it('marks every engine module that reads files with server-only', () => {
    const unmarked = [...graph]
      .filter(([file, node]) => file.startsWith(engine) && readsFiles(node) && !isMarked(node))
      .map(([file]) => relative(file));
    expect(unmarked).toEqual([]);
  });

  it('finds the client components to check', () => {
    expect(clientRoots.length).toBeGreaterThan(30);
  });

  it('keeps every client component away from server-only modules', () => {
    expect(chainsFrom(graph, clientRoots, serverOnly)).toEqual([]);
  });

  it('lets client components use the engine only through src/engine/shared', () => {
    const outside = (file: string) => file.startsWith(engine) && !file.startsWith(shared);
    expect(chainsFrom(graph, clientRoots, outside)).toEqual([]);
  });

  it('keeps src/engine/shared pure, so that both sides can import it', () => {
    const sharedFiles = projectFiles.filter((file) => file.startsWith(shared));
    expect(sharedFiles.length).toBeGreaterThan(0);
    expect(chainsFrom(graph, sharedFiles, serverOnly)).toEqual([]);
  });

  it('keeps modules Node loads without the react-server condition away from server-only', () => {
    // Next loads its config with plain Node; Playwright runs the end-to-end specs in plain Node.
    // The proxy and instrumentation hook are compiled by Next, but nothing they need reads files.
    const nodeRoots = [
      ...['next.config.ts', 'proxy.ts', 'instrumentation.ts'].map((file) => path.join(root, file)),
      ...sourceFiles(path.join(root, 'tests/e2e'), { tests: true }).filter(
        (file) => !file.endsWith('.test.ts'),
      ),
    ];
    const nodeGraph = importGraph(root, nodeRoots);
    expect(nodeRoots.length).toBeGreaterThan(10);
    expect(chainsFrom(nodeGraph, nodeRoots, (file) => isMarked(nodeGraph.get(file)))).toEqual([]);
  });
});
