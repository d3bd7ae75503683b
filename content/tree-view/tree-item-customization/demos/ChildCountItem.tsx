import * as React from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { useTreeItemUtils } from '@mui/x-tree-view/hooks';
import { TreeItem, TreeItemProps } from '@mui/x-tree-view/TreeItem';
import { TreeViewDefaultItemModelProperties } from '@mui/x-tree-view/models';

// A support queue: each team has a generated list of open tickets.
const teams: TreeViewDefaultItemModelProperties[] = [
  ['billing', 'Billing', 4],
  ['shipping', 'Shipping', 7],
  ['accounts', 'Accounts', 2],
].map(([id, label, count]) => ({
  id: `${id}`,
  label: `${label}`,
  children: Array.from({ length: Number(count) }, (_, index) => ({
    id: `${id}-ticket-${index + 1}`,
    label: `Ticket #${1040 + index * 7}`,
  })),
}));

// Keeps the built-in TreeItem and only adds a count to collapsed branches.
const TeamItem = React.forwardRef(function TeamItem(props: TreeItemProps, ref: React.Ref<HTMLLIElement>) {
  const { status, publicAPI } = useTreeItemUtils({ itemId: props.itemId, children: props.children });
  const hidden =
    status.expandable && !status.expanded ? publicAPI.getItemOrderedChildrenIds(props.itemId).length : 0;

  return (
    <TreeItem
      {...props}
      ref={ref}
      label={
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
          {props.label}
          {hidden > 0 && <Chip size="small" variant="outlined" label={`${hidden} open`} />}
        </Box>
      }
    />
  );
});

export default function ChildCountItem() {
  return (
    <Box sx={{ minHeight: 280, minWidth: 280 }}>
      <RichTreeView
        aria-label="Support queue"
        items={teams}
        defaultExpandedItems={['shipping']}
        slots={{ item: TeamItem }}
      />
    </Box>
  );
}
