import * as React from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { TreeViewDefaultItemModelProperties } from '@mui/x-tree-view/models';

const permissions: TreeViewDefaultItemModelProperties[] = [
  {
    id: 'billing',
    label: 'Billing',
    children: [
      { id: 'billing-view', label: 'View invoices' },
      { id: 'billing-pay', label: 'Pay invoices' },
    ],
  },
  {
    id: 'team',
    label: 'Team',
    children: [
      { id: 'team-invite', label: 'Invite members' },
      { id: 'team-remove', label: 'Remove members' },
      { id: 'team-roles', label: 'Change roles' },
    ],
  },
];

export default function CheckboxPropagation() {
  const [selected, setSelected] = React.useState<string[]>(['billing-view']);

  return (
    <Box sx={{ minHeight: 300, minWidth: 280 }}>
      <RichTreeView
        aria-label="Permissions"
        items={permissions}
        multiSelect
        checkboxSelection
        // Ticking a group ticks its children, and ticking every child ticks the group.
        selectionPropagation={{ descendants: true, parents: true }}
        defaultExpandedItems={['billing', 'team']}
        selectedItems={selected}
        onSelectedItemsChange={(event, itemIds) => setSelected(itemIds)}
      />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, mt: 1 }}>
        {selected.map((id) => (
          <Chip key={id} label={id} size="small" />
        ))}
      </Box>
    </Box>
  );
}
