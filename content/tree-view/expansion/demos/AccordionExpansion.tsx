import * as React from 'react';
import Box from '@mui/material/Box';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { useRichTreeViewApiRef } from '@mui/x-tree-view/hooks';
import { TreeViewDefaultItemModelProperties } from '@mui/x-tree-view/models';

const settings: TreeViewDefaultItemModelProperties[] = [
  {
    id: 'account',
    label: 'Account',
    children: [
      { id: 'account-profile', label: 'Profile' },
      { id: 'account-security', label: 'Password and security' },
    ],
  },
  {
    id: 'notifications',
    label: 'Notifications',
    children: [
      { id: 'notifications-email', label: 'Email' },
      { id: 'notifications-push', label: 'Push' },
    ],
  },
  {
    id: 'billing',
    label: 'Billing',
    children: [
      { id: 'billing-plan', label: 'Plan' },
      {
        id: 'billing-invoices',
        label: 'Invoices',
        children: [
          { id: 'billing-invoices-2025', label: '2025' },
          { id: 'billing-invoices-2026', label: '2026' },
        ],
      },
    ],
  },
];

export default function AccordionExpansion() {
  const apiRef = useRichTreeViewApiRef();
  const [expanded, setExpanded] = React.useState<string[]>(['account']);

  const handleToggle = (event: React.SyntheticEvent | null, itemId: string, isExpanded: boolean) => {
    setExpanded((previous) => {
      if (!isExpanded) {
        return previous.filter((id) => id !== itemId);
      }
      // Opening an item closes its open siblings, at any depth.
      const parentId = apiRef.current?.getParentId(itemId) ?? null;
      const siblings = new Set(apiRef.current?.getItemOrderedChildrenIds(parentId) ?? []);
      return [...previous.filter((id) => !siblings.has(id)), itemId];
    });
  };

  return (
    <Box sx={{ minHeight: 280, minWidth: 260 }}>
      <RichTreeView
        aria-label="Settings"
        apiRef={apiRef}
        items={settings}
        expandedItems={expanded}
        onItemExpansionToggle={handleToggle}
      />
    </Box>
  );
}
