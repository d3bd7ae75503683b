import * as React from 'react';
import Box from '@mui/material/Box';
import SyncIcon from '@mui/icons-material/Sync';
import { keyframes } from '@mui/material/styles';
import { RichTreeViewPro } from '@mui/x-tree-view-pro/RichTreeViewPro';

interface Region {
  id: string;
  label: string;
  childrenCount: number;
}

// A slow fake inventory API: regions contain warehouses, warehouses contain aisles.
function fetchLocations(parentId?: string): Promise<Region[]> {
  const depth = parentId ? parentId.split('/').length : 0;
  const names = [
    ['North', 'South'],
    ['Warehouse A', 'Warehouse B', 'Warehouse C'],
    ['Aisle 1', 'Aisle 2'],
  ][depth];
  const locations = names.map((name) => ({
    id: parentId ? `${parentId}/${name.toLowerCase().replace(' ', '-')}` : name.toLowerCase(),
    label: name,
    childrenCount: depth < 2 ? names.length : 0,
  }));
  return new Promise((resolve) => {
    setTimeout(() => resolve(locations), 1500);
  });
}

const spin = keyframes`
  from { transform: rotate(0deg); }
  to { transform: rotate(360deg); }
`;

// Shown in the icon container instead of the expand icon while an item's children load.
// Only the class name is passed on: the slot also receives the spinner's size and thickness.
function SyncingIcon({ className }: { className?: string }) {
  return (
    <Box
      className={className}
      role="progressbar"
      aria-label="Loading"
      sx={{
        display: 'flex',
        color: 'primary.main',
        animation: `${spin} 1.2s linear infinite`,
        '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
      }}
    >
      <SyncIcon sx={{ fontSize: 16 }} />
    </Box>
  );
}

const noItems: Region[] = [];

export default function CustomLoadingIcon() {
  return (
    <Box sx={{ minWidth: 280 }}>
      {/* Virtualized: the tree fills this fixed-height box (room for 10 rows of 32px). */}
      <Box sx={{ height: 320 }}>
        <RichTreeViewPro
          aria-label="Inventory locations"
          items={noItems}
          dataSource={{ getChildrenCount: (region) => region.childrenCount, getTreeItems: fetchLocations }}
          slotProps={{ item: { slots: { loadingIcon: SyncingIcon } } }}
        />
      </Box>
    </Box>
  );
}
