import * as React from 'react';
import Box from '@mui/material/Box';
import { RichTreeViewPro } from '@mui/x-tree-view-pro/RichTreeViewPro';
import { TreeItemDragAndDropOverlayProps } from '@mui/x-tree-view/TreeItemDragAndDropOverlay';
import { TreeViewDefaultItemModelProperties } from '@mui/x-tree-view/models';

const board: TreeViewDefaultItemModelProperties[] = [
  {
    id: 'todo',
    label: 'To do',
    children: [
      { id: 'card-copy', label: 'Proofread the release notes' },
      { id: 'card-icons', label: 'Export the new icons' },
    ],
  },
  {
    id: 'doing',
    label: 'In progress',
    children: [{ id: 'card-api', label: 'Paginate the orders endpoint' }],
  },
  { id: 'done', label: 'Done', children: [{ id: 'card-ci', label: 'Cache the CI dependencies' }] },
];

// Indentation of the row the overlay belongs to, from the variables every item sets.
const rowIndent = 'calc(var(--TreeView-itemChildrenIndentation) * var(--TreeView-itemDepth))';

// Receives the action under the pointer; renders nothing when no drag is over this row.
function DropIndicator({ action, style }: TreeItemDragAndDropOverlayProps) {
  if (!action) {
    return null;
  }
  const isLine = action !== 'make-child';
  return (
    <Box
      aria-hidden
      style={style}
      sx={(theme) => ({
        position: 'absolute',
        pointerEvents: 'none',
        left:
          action === 'move-to-parent'
            ? `calc(${rowIndent} - var(--TreeView-itemChildrenIndentation))`
            : rowIndent,
        right: 0,
        ...(isLine
          ? {
              height: 3,
              borderRadius: 2,
              backgroundColor: theme.palette.secondary.main,
              ...(action === 'reorder-above' ? { top: -1 } : { bottom: -1 }),
            }
          : { top: 0, bottom: 0, border: `2px dashed ${theme.palette.secondary.main}`, borderRadius: 1 }),
      })}
    />
  );
}

export default function CustomDropIndicator() {
  return (
    <Box sx={{ minWidth: 300 }}>
      {/* Virtualized: the tree fills this fixed-height box (room for 8 rows of 32px). */}
      <Box sx={{ height: 256 }}>
        <RichTreeViewPro
          aria-label="Task board"
          items={board}
          itemsReordering
          defaultExpandedItems={['todo', 'doing', 'done']}
          slotProps={{ item: { slots: { dragAndDropOverlay: DropIndicator } } }}
        />
      </Box>
    </Box>
  );
}
