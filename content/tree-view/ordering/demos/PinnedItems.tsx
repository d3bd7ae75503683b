import * as React from 'react';
import Box from '@mui/material/Box';
import PushPinIcon from '@mui/icons-material/PushPin';
import { RichTreeViewPro } from '@mui/x-tree-view-pro/RichTreeViewPro';
import { TreeViewDefaultItemModelProperties } from '@mui/x-tree-view/models';

const pinned = new Set(['inbox', 'trash']);

const folders: TreeViewDefaultItemModelProperties[] = [
  { id: 'inbox', label: 'Inbox' },
  { id: 'clients', label: 'Clients', children: [{ id: 'clients-acme', label: 'Acme' }] },
  { id: 'receipts', label: 'Receipts' },
  { id: 'newsletters', label: 'Newsletters' },
  { id: 'trash', label: 'Trash' },
];

// Receives the id, not the item: pinned folders cannot be dragged.
const isItemReorderable = (itemId: string) => !pinned.has(itemId);

export default function PinnedItems() {
  return (
    <Box sx={{ minWidth: 260 }}>
      {/* Virtualized: the tree fills this fixed-height box (room for 7 rows of 32px). */}
      <Box sx={{ height: 224 }}>
        <RichTreeViewPro
          aria-label="Mail folders"
          items={folders}
          itemsReordering
          isItemReorderable={isItemReorderable}
          defaultExpandedItems={['clients']}
          slotProps={{
            item: ({ itemId }) => (pinned.has(itemId) ? { slots: { endIcon: PushPinIcon } } : {}),
          }}
        />
      </Box>
    </Box>
  );
}
