import * as React from 'react';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { RichTreeViewPro } from '@mui/x-tree-view-pro/RichTreeViewPro';
import { TreeViewDefaultItemModelProperties, TreeViewDOMStructure } from '@mui/x-tree-view/models';

const settings: TreeViewDefaultItemModelProperties[] = [
  {
    id: 'account',
    label: 'Account',
    children: [
      { id: 'account-profile', label: 'Profile' },
      { id: 'account-password', label: 'Password' },
      { id: 'account-sessions', label: 'Active sessions' },
    ],
  },
  {
    id: 'notifications',
    label: 'Notifications',
    children: [
      { id: 'notifications-email', label: 'Email' },
      { id: 'notifications-push', label: 'Push' },
      {
        id: 'notifications-digest',
        label: 'Weekly digest',
        children: [
          { id: 'digest-day', label: 'Delivery day' },
          { id: 'digest-topics', label: 'Topics' },
        ],
      },
    ],
  },
  {
    id: 'privacy',
    label: 'Privacy',
    children: [
      { id: 'privacy-visibility', label: 'Profile visibility' },
      { id: 'privacy-export', label: 'Export my data' },
    ],
  },
];

export default function NestedAnimationToggle() {
  const [structure, setStructure] = React.useState<TreeViewDOMStructure>('nested');

  return (
    <Box sx={{ minHeight: 400, width: '100%' }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={structure}
        onChange={(_, value: TreeViewDOMStructure | null) => value && setStructure(value)}
        aria-label="DOM structure"
        sx={{ mb: 1 }}
      >
        <ToggleButton value="flat">Flat</ToggleButton>
        <ToggleButton value="nested">Nested</ToggleButton>
      </ToggleButtonGroup>
      {/* Without virtualization the tree takes the height of its rows: no fixed height needed. */}
      <RichTreeViewPro
        aria-label="Settings"
        items={settings}
        disableVirtualization
        domStructure={structure}
      />
    </Box>
  );
}
