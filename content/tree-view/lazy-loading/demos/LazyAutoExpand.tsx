import * as React from 'react';
import Box from '@mui/material/Box';
import { RichTreeViewPro } from '@mui/x-tree-view-pro/RichTreeViewPro';
import { useRichTreeViewProApiRef } from '@mui/x-tree-view-pro/hooks';

interface Dir {
  id: string;
  label: string;
  childrenCount: number;
}

// A package layout where some folders hold a single folder, as in src/main/java/…
const tree: Record<string, string[]> = {
  root: ['src', 'docs'],
  src: ['main'],
  'src/main': ['java'],
  'src/main/java': ['App.java', 'Config.java'],
  docs: ['guide.md', 'api.md'],
};

function fetchDirs(parentId?: string): Promise<Dir[]> {
  const dirs = (tree[parentId ?? 'root'] ?? []).map((name) => {
    const id = parentId ? `${parentId}/${name}` : name;
    return { id, label: name, childrenCount: tree[id]?.length ?? 0 };
  });
  return new Promise((resolve) => {
    setTimeout(() => resolve(dirs), 350);
  });
}

const dataSource = { getChildrenCount: (dir: Dir) => dir.childrenCount, getTreeItems: fetchDirs };
const noItems: Dir[] = [];

export default function LazyAutoExpand() {
  const apiRef = useRichTreeViewProApiRef();

  return (
    <Box sx={{ minWidth: 280 }}>
      {/* Virtualized: the tree fills this fixed-height box (room for 9 rows of 32px). */}
      <Box sx={{ height: 288 }}>
        <RichTreeViewPro
          aria-label="Repository"
          apiRef={apiRef}
          items={noItems}
          dataSource={dataSource}
          // A folder whose only child is a folder opens that child too, which loads the next level.
          onItemsLazyLoaded={({ items, parentId }) => {
            const [only] = items;
            if (parentId !== null && items.length === 1 && only.childrenCount > 0) {
              apiRef.current?.setItemExpansion({ itemId: only.id, shouldBeExpanded: true });
            }
          }}
        />
      </Box>
    </Box>
  );
}
