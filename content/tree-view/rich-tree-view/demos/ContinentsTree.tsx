import * as React from 'react';
import Box from '@mui/material/Box';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { TreeViewDefaultItemModelProperties } from '@mui/x-tree-view/models';

// The default item shape: `id`, `label` and optional `children`.
const items: TreeViewDefaultItemModelProperties[] = [
  {
    id: 'europe',
    label: 'Europe',
    children: [
      { id: 'europe-fr', label: 'France', children: [{ id: 'europe-fr-lyon', label: 'Lyon' }] },
      { id: 'europe-pt', label: 'Portugal' },
      { id: 'europe-se', label: 'Sweden' },
    ],
  },
  {
    id: 'asia',
    label: 'Asia',
    children: [
      { id: 'asia-jp', label: 'Japan' },
      { id: 'asia-vn', label: 'Vietnam' },
    ],
  },
  {
    id: 'americas',
    label: 'Americas',
    children: [
      { id: 'americas-br', label: 'Brazil' },
      { id: 'americas-ca', label: 'Canada' },
    ],
  },
  { id: 'antarctica', label: 'Antarctica' },
];

export default function ContinentsTree() {
  return (
    <Box sx={{ minHeight: 320, minWidth: 260 }}>
      <RichTreeView
        aria-label="Countries by continent"
        items={items}
        defaultExpandedItems={['europe', 'europe-fr']}
      />
    </Box>
  );
}
