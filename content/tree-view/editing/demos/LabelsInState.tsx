import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { TreeViewDefaultItemModelProperties } from '@mui/x-tree-view/models';

type Item = TreeViewDefaultItemModelProperties;

const initialItems: Item[] = [
  {
    id: 'trip',
    label: 'Road trip',
    children: [
      { id: 'day-1', label: 'Day 1: Porto' },
      { id: 'day-2', label: 'Day 2: Douro valley' },
      { id: 'day-3', label: 'Day 3: Coimbra' },
    ],
  },
];

function renameItem(items: Item[], itemId: string, label: string): Item[] {
  return items.map((item) => {
    if (item.id === itemId) {
      return { ...item, label };
    }
    return item.children ? { ...item, children: renameItem(item.children, itemId, label) } : item;
  });
}

export default function LabelsInState() {
  const [items, setItems] = React.useState(initialItems);

  return (
    <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', minHeight: 220 }}>
      <RichTreeView
        aria-label="Itinerary"
        items={items}
        isItemEditable
        defaultExpandedItems={['trip']}
        onItemLabelChange={(itemId, newLabel) => setItems((previous) => renameItem(previous, itemId, newLabel))}
        sx={{ minWidth: 240 }}
      />
      <Box component="pre" sx={{ m: 0, fontSize: 12 }}>
        {JSON.stringify(items[0].children?.map((day) => day.label), null, 2)}
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ width: '100%' }}>
        Double-click a day to rename it: the array on the right is your state.
      </Typography>
    </Box>
  );
}
