import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { TreeViewDefaultItemModelProperties } from '@mui/x-tree-view/models';

const items: TreeViewDefaultItemModelProperties[] = [
  {
    id: 'trip',
    label: 'Lisbon trip',
    children: [
      { id: 'trip-flights', label: 'Flights' },
      { id: 'trip-hotel', label: 'Hotel' },
      { id: 'trip-day1', label: 'Day 1: Alfama walk' },
    ],
  },
  { id: 'ideas', label: 'Ideas', children: [{ id: 'ideas-food', label: 'Pastéis de nata' }] },
];

export default function EditableLabels() {
  const [lastChange, setLastChange] = React.useState('Double-click a label, or focus it and press Enter.');

  return (
    <Box sx={{ minHeight: 280, minWidth: 280 }}>
      <RichTreeView
        aria-label="Travel notes"
        items={items}
        defaultExpandedItems={['trip']}
        isItemEditable
        // The tree shows the new label at once; this is where you would persist it.
        onItemLabelChange={(itemId, newLabel) => setLastChange(`Renamed ${itemId} to "${newLabel}"`)}
      />
      <Typography variant="body2" sx={{ mt: 1 }}>
        {lastChange}
      </Typography>
    </Box>
  );
}
