import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { RichTreeViewPro } from '@mui/x-tree-view-pro/RichTreeViewPro';
import { useRichTreeViewProApiRef } from '@mui/x-tree-view-pro/hooks';
import { TreeViewDefaultItemModelProperties } from '@mui/x-tree-view/models';

const playlist: TreeViewDefaultItemModelProperties[] = [
  {
    id: 'side-a',
    label: 'Side A',
    children: [
      { id: 'track-1', label: 'Morning Light' },
      { id: 'track-2', label: 'Harbour Lights' },
    ],
  },
  {
    id: 'side-b',
    label: 'Side B',
    children: [
      { id: 'track-3', label: 'Night Bus' },
      { id: 'track-4', label: 'Last Call' },
    ],
  },
];

const toOutline = (items: TreeViewDefaultItemModelProperties[], depth = 0): string =>
  items
    .map((item) => `${'  '.repeat(depth)}- ${item.label}\n${toOutline(item.children ?? [], depth + 1)}`)
    .join('');

export default function ExportCurrentOrder() {
  const apiRef = useRichTreeViewProApiRef();
  const [outline, setOutline] = React.useState('');

  return (
    <Box sx={{ minWidth: 280 }}>
      {/* Virtualized: the tree fills this fixed-height box (room for 7 rows of 32px). */}
      <Box sx={{ height: 224 }}>
        <RichTreeViewPro
          aria-label="Playlist"
          apiRef={apiRef}
          items={playlist}
          itemsReordering
          defaultExpandedItems={['side-a', 'side-b']}
        />
      </Box>
      <Button
        size="small"
        variant="outlined"
        sx={{ mt: 1 }}
        onClick={() => setOutline(toOutline(apiRef.current?.getItemTree?.() ?? []))}
      >
        Export current order
      </Button>
      <Box component="pre" sx={{ fontSize: 13, m: 0, mt: 1, minHeight: 120 }}>
        {outline || 'Drag tracks around, then export.'}
      </Box>
    </Box>
  );
}
