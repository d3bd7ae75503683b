import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RichTreeViewPro } from '@mui/x-tree-view-pro/RichTreeViewPro';
import { TreeViewDefaultItemModelProperties } from '@mui/x-tree-view/models';

const backlog: TreeViewDefaultItemModelProperties[] = [
  {
    id: 'sprint',
    label: 'Current sprint',
    children: [
      { id: 'task-login', label: 'Fix login redirect' },
      { id: 'task-export', label: 'CSV export' },
      { id: 'task-dark', label: 'Dark mode toggle' },
    ],
  },
  {
    id: 'later',
    label: 'Later',
    children: [
      { id: 'task-i18n', label: 'German translation' },
      { id: 'task-audit', label: 'Accessibility audit' },
    ],
  },
];

export default function DragToReorder() {
  const [lastMove, setLastMove] = React.useState('Drag a task onto another position.');

  return (
    <Box sx={{ minWidth: 280 }}>
      {/* Virtualized: the tree fills this fixed-height box (room for 8 rows of 32px). */}
      <Box sx={{ height: 256 }}>
        <RichTreeViewPro
          aria-label="Backlog"
          items={backlog}
          itemsReordering
          defaultExpandedItems={['sprint', 'later']}
          // Positions are a parent id (null for the root) plus an index among its children.
          onItemPositionChange={({ itemId, oldPosition, newPosition }) =>
            setLastMove(
              `${itemId}: ${oldPosition.parentId ?? 'root'}[${oldPosition.index}] → ` +
                `${newPosition.parentId ?? 'root'}[${newPosition.index}]`,
            )
          }
        />
      </Box>
      <Typography variant="body2" sx={{ mt: 1 }}>
        {lastMove}
      </Typography>
    </Box>
  );
}
