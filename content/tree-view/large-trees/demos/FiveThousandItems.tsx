import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { TreeViewDefaultItemModelProperties } from '@mui/x-tree-view/models';

// 50 warehouses × 100 bins: 5,050 items, built once at module level.
const warehouses: TreeViewDefaultItemModelProperties[] = Array.from({ length: 50 }, (_, w) => ({
  id: `wh-${w + 1}`,
  label: `Warehouse ${String(w + 1).padStart(2, '0')}`,
  children: Array.from({ length: 100 }, (__, b) => ({
    id: `wh-${w + 1}-bin-${b + 1}`,
    label: `Bin ${String.fromCharCode(65 + (b % 26))}-${Math.floor(b / 26) + 1}`,
  })),
}));

export default function FiveThousandItems() {
  return (
    <Box sx={{ minWidth: 280 }}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        5,050 items. Only the open warehouses render their bins.
      </Typography>
      <Box sx={{ height: 320, overflow: 'auto', border: 1, borderColor: 'divider', borderRadius: 1 }}>
        <RichTreeView aria-label="Warehouse bins" items={warehouses} defaultExpandedItems={['wh-1']} />
      </Box>
    </Box>
  );
}
