import * as React from 'react';
import Box from '@mui/material/Box';
import { styled } from '@mui/material/styles';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { useTreeItem, UseTreeItemParameters } from '@mui/x-tree-view/useTreeItem';
import { TreeItemProvider } from '@mui/x-tree-view/TreeItemProvider';

// Plain elements styled from the data attributes useTreeItem puts on the content.
const Row = styled('div')(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  gap: theme.spacing(0.5),
  padding: theme.spacing(0.5, 1),
  borderLeft: '3px solid transparent',
  cursor: 'pointer',
  '&:hover': { backgroundColor: theme.palette.action.hover },
  '&[data-focused]': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: -2 },
  '&[data-selected]': { borderLeftColor: theme.palette.primary.main, fontWeight: 600 },
}));

const Chevron = styled(ChevronRightIcon)({
  fontSize: 18,
  transition: 'transform 150ms',
  '[data-expanded] > &': { transform: 'rotate(90deg)' },
});

const Group = styled('ul')({ margin: 0, paddingLeft: 16, listStyle: 'none' });

const PlainItem = React.forwardRef(function PlainItem(
  props: UseTreeItemParameters,
  ref: React.Ref<HTMLLIElement>,
) {
  const { id, itemId, label, disabled, children } = props;
  const item = useTreeItem({ id, itemId, label, disabled, children, rootRef: ref });
  // The content props only hold DOM attributes (handlers, ref, data-*), so they go straight on the row.
  const contentProps = item.getContentProps();
  const { in: open, children: groupChildren } = item.getGroupTransitionProps();

  return (
    <TreeItemProvider {...item.getContextProviderProps()}>
      <Box component="li" {...item.getRootProps()} sx={{ listStyle: 'none', outline: 0 }}>
        <Row {...contentProps}>
          <Box component="span" {...item.getIconContainerProps()} sx={{ display: 'flex', width: 18 }}>
            {item.status.expandable ? <Chevron /> : null}
          </Box>
          <span {...item.getLabelProps()} />
        </Row>
        {children && open ? <Group role="group">{groupChildren}</Group> : null}
      </Box>
    </TreeItemProvider>
  );
});

export default function HeadlessItem() {
  return (
    <Box sx={{ minHeight: 240, minWidth: 260 }}>
      <SimpleTreeView aria-label="Settings" defaultExpandedItems={['account']} sx={{ p: 0 }}>
        <PlainItem itemId="account" label="Account">
          <PlainItem itemId="account-profile" label="Profile" />
          <PlainItem itemId="account-security" label="Security" />
        </PlainItem>
        <PlainItem itemId="notifications" label="Notifications">
          <PlainItem itemId="notifications-email" label="Email" />
          <PlainItem itemId="notifications-push" label="Push" />
        </PlainItem>
        <PlainItem itemId="billing" label="Billing" />
      </SimpleTreeView>
    </Box>
  );
}
