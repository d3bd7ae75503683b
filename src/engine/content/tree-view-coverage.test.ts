import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { declaredMemberNames, type MemberProbe } from '../api-reference/declared-members';
import { codeNames } from './code-names';

const GUIDES = path.join(process.cwd(), 'content', 'tree-view');
const TREE_VIEW_PACKAGES = /node_modules[\\/]@mui[\\/]x-tree-view(-pro)?[\\/]/;

/** What a reader of the Tree View guides must be able to find, read from the installed types. */
const surfaces: Record<string, MemberProbe> = {
  'RichTreeViewPro props': { module: '@mui/x-tree-view-pro', type: 'M.RichTreeViewProProps<any, any>' },
  'SimpleTreeView props': { module: '@mui/x-tree-view', type: 'M.SimpleTreeViewProps<any>' },
  'TreeItem props': { module: '@mui/x-tree-view', type: 'M.TreeItemProps' },
  'RichTreeViewPro slots': { module: '@mui/x-tree-view-pro', type: 'M.RichTreeViewProSlots' },
  'TreeItem slots': { module: '@mui/x-tree-view', type: 'M.TreeItemSlots' },
  'apiRef methods': {
    module: '@mui/x-tree-view-pro',
    type: "ReturnType<typeof M.useRichTreeViewProApiRef>['current']",
  },
  'useTreeItem return value': { module: '@mui/x-tree-view', type: 'ReturnType<typeof M.useTreeItem>' },
  'useTreeItem status': { module: '@mui/x-tree-view', type: 'M.UseTreeItemStatus' },
  'useTreeItemUtils interactions': {
    module: '@mui/x-tree-view',
    type: "ReturnType<typeof M.useTreeItemUtils>['interactions']",
  },
  exports: { module: '@mui/x-tree-view-pro', type: 'typeof M' },
};

let documented = new Set<string>();
const declared = new Map<string, string[]>();

beforeAll(() => {
  const pages = fs.readdirSync(GUIDES).filter((file) => file.endsWith('.mdx') && !file.endsWith('.zh.mdx'));
  documented = new Set(
    pages.flatMap((file) => [...codeNames(fs.readFileSync(path.join(GUIDES, file), 'utf8'))]),
  );
  const names = declaredMemberNames(Object.values(surfaces), TREE_VIEW_PACKAGES);
  Object.keys(surfaces).forEach((surface, i) => declared.set(surface, names[i]));
}, 120_000);

describe('Tree View guides', () => {
  it.each(Object.keys(surfaces))('name every member of the %s in code', (surface) => {
    const names = declared.get(surface) ?? [];
    expect(names.length, `${surface} read from the installed types`).toBeGreaterThan(2);
    // Every exported hook counts, not the other exports (classes objects, icons, types).
    const relevant = surface === 'exports' ? names.filter((name) => name.startsWith('use')) : names;
    expect(relevant.filter((name) => !documented.has(name))).toEqual([]);
  });
});
