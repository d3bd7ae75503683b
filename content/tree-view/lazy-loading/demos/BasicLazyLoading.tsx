import * as React from 'react';
import Box from '@mui/material/Box';
import { RichTreeViewPro } from '@mui/x-tree-view-pro/RichTreeViewPro';

interface Folder {
  id: string;
  label: string;
  childrenCount: number;
}

// A fake server: each folder has three subfolders, down to three levels.
function fetchFolders(parentId?: string): Promise<Folder[]> {
  const depth = parentId ? parentId.split('/').length : 0;
  const names = depth === 0 ? ['Design', 'Engineering', 'Marketing'] : ['Archive', 'Current', 'Shared'];
  const folders = names.map((name) => {
    const id = parentId ? `${parentId}/${name.toLowerCase()}` : name.toLowerCase();
    return { id, label: name, childrenCount: depth < 2 ? 3 : 0 };
  });
  return new Promise((resolve) => {
    setTimeout(() => resolve(folders), 700);
  });
}

const noItems: Folder[] = [];

export default function BasicLazyLoading() {
  return (
    <Box sx={{ minWidth: 280 }}>
      {/* Virtualized: the tree fills this fixed-height box (room for 10 rows of 32px). */}
      <Box sx={{ height: 320 }}>
        <RichTreeViewPro
          aria-label="Shared drive"
          items={noItems}
          dataSource={{
            getChildrenCount: (folder) => folder.childrenCount,
            getTreeItems: fetchFolders,
          }}
        />
      </Box>
    </Box>
  );
}
