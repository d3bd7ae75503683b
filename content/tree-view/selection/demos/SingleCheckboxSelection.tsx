import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { TreeViewDefaultItemModelProperties } from '@mui/x-tree-view/models';

const workspaces: TreeViewDefaultItemModelProperties[] = [
  {
    id: 'marketing',
    label: 'Marketing',
    children: [
      { id: 'marketing-campaigns', label: 'Campaigns' },
      { id: 'marketing-brand', label: 'Brand assets' },
    ],
  },
  {
    id: 'finance',
    label: 'Finance',
    children: [
      { id: 'finance-invoices', label: 'Invoices' },
      { id: 'finance-payroll', label: 'Payroll' },
    ],
  },
];

export default function SingleCheckboxSelection() {
  // Without multiSelect, checkboxes still hold a single id: checking one unchecks the other.
  const [target, setTarget] = React.useState<string | null>('finance-invoices');

  return (
    <Box sx={{ minHeight: 260, minWidth: 280 }}>
      <Typography id="export-target-label" variant="body2" sx={{ mb: 1 }}>
        Export the report to: <strong>{target ?? 'nowhere yet'}</strong>
      </Typography>
      <RichTreeView
        aria-labelledby="export-target-label"
        items={workspaces}
        checkboxSelection
        defaultExpandedItems={['marketing', 'finance']}
        selectedItems={target}
        onSelectedItemsChange={(event, itemId) => setTarget(itemId)}
      />
    </Box>
  );
}
