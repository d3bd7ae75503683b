import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { TreeViewDefaultItemModelProperties } from '@mui/x-tree-view/models';

const items: TreeViewDefaultItemModelProperties[] = [
  {
    id: 'guides',
    label: 'Guides',
    children: [
      { id: 'guides-setup', label: 'Setting up' },
      { id: 'guides-deploy', label: 'Deploying' },
    ],
  },
  {
    id: 'reference',
    label: 'Reference',
    children: [
      { id: 'reference-cli', label: 'CLI' },
      { id: 'reference-config', label: 'Configuration file' },
    ],
  },
];

export default function ControlledSingleSelection() {
  // Single selection stores one id, or null when nothing is selected.
  const [selected, setSelected] = React.useState<string | null>('guides-setup');

  return (
    <Box sx={{ minHeight: 260, minWidth: 260 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 1 }}>
        <Typography variant="body2">Selected: {selected ?? 'none'}</Typography>
        <Button size="small" onClick={() => setSelected('reference-config')}>
          Open configuration
        </Button>
        <Button size="small" onClick={() => setSelected(null)}>
          Clear
        </Button>
      </Box>
      <RichTreeView
        aria-label="Documentation"
        items={items}
        defaultExpandedItems={['guides', 'reference']}
        selectedItems={selected}
        onSelectedItemsChange={(event, itemId) => setSelected(itemId)}
      />
    </Box>
  );
}
