import * as React from 'react';
import Box from '@mui/material/Box';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import type { TreeViewDefaultItemModelProperties } from '@mui/x-tree-view/models';

const items: TreeViewDefaultItemModelProperties[] = [
  {
    id: 'src',
    label: 'src',
    children: [
      {
        id: 'components',
        label: 'components',
        children: [
          { id: 'grid', label: 'OrdersGrid.tsx' },
          { id: 'chart', label: 'RevenueChart.tsx' },
          { id: 'picker', label: 'RangeFilter.tsx' },
        ],
      },
      { id: 'hooks', label: 'hooks', children: [{ id: 'use-orders', label: 'use-orders.ts' }] },
      { id: 'app', label: 'App.tsx' },
    ],
  },
  { id: 'public', label: 'public', children: [{ id: 'favicon', label: 'favicon.svg' }] },
  { id: 'package', label: 'package.json' },
];

export default function LandingTreeView() {
  return (
    <Box sx={{ minHeight: 300, width: '100%', maxWidth: 360, mx: 'auto' }}>
      <RichTreeView items={items} defaultExpandedItems={['src', 'components']} defaultSelectedItems="grid" />
    </Box>
  );
}
