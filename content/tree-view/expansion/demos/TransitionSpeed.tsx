import * as React from 'react';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { TreeViewDefaultItemModelProperties } from '@mui/x-tree-view/models';

const menu: TreeViewDefaultItemModelProperties[] = [
  {
    id: 'starters',
    label: 'Starters',
    children: [
      { id: 'starters-soup', label: 'Soup of the day' },
      { id: 'starters-bruschetta', label: 'Bruschetta' },
      { id: 'starters-salad', label: 'Burrata salad' },
    ],
  },
  {
    id: 'desserts',
    label: 'Desserts',
    children: [
      { id: 'desserts-tart', label: 'Lemon tart' },
      { id: 'desserts-gelato', label: 'Gelato, three scoops' },
    ],
  },
];

export default function TransitionSpeed() {
  const [timeout, setTimeoutValue] = React.useState(150);

  return (
    <Box sx={{ minHeight: 300, minWidth: 280 }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        aria-label="Transition duration"
        value={timeout}
        onChange={(event, value: number | null) => value !== null && setTimeoutValue(value)}
        sx={{ mb: 1 }}
      >
        <ToggleButton value={0}>Instant</ToggleButton>
        <ToggleButton value={150}>150 ms</ToggleButton>
        <ToggleButton value={800}>800 ms</ToggleButton>
      </ToggleButtonGroup>
      <RichTreeView
        aria-label="Menu"
        items={menu}
        // Every item forwards these props to its group transition (a Collapse).
        slotProps={{ item: { slotProps: { groupTransition: { timeout } } } }}
      />
    </Box>
  );
}
