import * as React from 'react';
import Box from '@mui/material/Box';
import { RichTreeViewPro } from '@mui/x-tree-view-pro/RichTreeViewPro';
import { TreeViewDefaultItemModelProperties } from '@mui/x-tree-view/models';

const chapters: TreeViewDefaultItemModelProperties[] = [
  { id: 'cover', label: 'Cover (fixed)' },
  {
    id: 'part-1',
    label: 'Part 1: Foundations',
    children: [
      { id: 'ch-1', label: 'Chapter 1: Why trees' },
      { id: 'ch-2', label: 'Chapter 2: Data shapes' },
      { id: 'ch-3', label: 'Chapter 3: Rendering' },
    ],
  },
  {
    id: 'part-2',
    label: 'Part 2: Practice',
    children: [
      { id: 'ch-4', label: 'Chapter 4: Selection' },
      { id: 'ch-5', label: 'Chapter 5: Editing' },
    ],
  },
];

const fixedItems = new Set(['cover']);
const parts = new Set(['part-1', 'part-2']);

export default function RestrictedReordering() {
  return (
    <Box sx={{ minWidth: 280 }}>
      {/* Virtualized: the tree fills this fixed-height box (room for 9 rows of 32px). */}
      <Box sx={{ height: 288 }}>
        <RichTreeViewPro
          aria-label="Book outline"
          items={chapters}
          itemsReordering
          defaultExpandedItems={['part-1', 'part-2']}
          // The cover cannot be picked up at all.
          isItemReorderable={(itemId) => !fixedItems.has(itemId)}
          // Parts stay at the top level, chapters stay inside a part, and the cover stays first.
          canMoveItemToNewPosition={({ oldPosition, newPosition }) => {
            const isChapter = oldPosition.parentId !== null;
            const validParent = isChapter
              ? parts.has(newPosition.parentId ?? '')
              : newPosition.parentId === null;
            return validParent && (newPosition.parentId !== null || newPosition.index > 0);
          }}
        />
      </Box>
    </Box>
  );
}
