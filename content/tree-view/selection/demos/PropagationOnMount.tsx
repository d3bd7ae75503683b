import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { useApplyPropagationToSelectedItemsOnMount } from '@mui/x-tree-view/hooks';
import { TreeViewDefaultItemModelProperties, TreeViewSelectionPropagation } from '@mui/x-tree-view/models';

const features: TreeViewDefaultItemModelProperties[] = [
  {
    id: 'reports',
    label: 'Reports',
    children: [
      { id: 'reports-sales', label: 'Sales' },
      { id: 'reports-stock', label: 'Stock' },
    ],
  },
  {
    id: 'admin',
    label: 'Administration',
    children: [
      { id: 'admin-users', label: 'Users' },
      { id: 'admin-billing', label: 'Billing' },
    ],
  },
];

const propagation: TreeViewSelectionPropagation = { descendants: true, parents: true };

// As saved by the server: only the leaves, without their parents.
const savedSelection = ['reports-sales', 'reports-stock', 'admin-users'];

export default function PropagationOnMount() {
  const initial = useApplyPropagationToSelectedItemsOnMount({
    items: features,
    selectionPropagation: propagation,
    selectedItems: savedSelection,
  });
  const [selected, setSelected] = React.useState<string[]>(initial);

  return (
    <Box sx={{ minHeight: 300, minWidth: 280 }}>
      <RichTreeView
        aria-label="Enabled features"
        items={features}
        multiSelect
        checkboxSelection
        selectionPropagation={propagation}
        defaultExpandedItems={['reports', 'admin']}
        selectedItems={selected}
        onSelectedItemsChange={(event, itemIds) => setSelected(itemIds)}
      />
      <Typography variant="body2" sx={{ mt: 1 }}>
        Saved: [{savedSelection.join(', ')}]
        <br />
        Applied: [{selected.join(', ')}]
      </Typography>
    </Box>
  );
}
