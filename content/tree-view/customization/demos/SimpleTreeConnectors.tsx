import * as React from 'react';
import Box from '@mui/material/Box';
import { alpha, styled } from '@mui/material/styles';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem, treeItemClasses } from '@mui/x-tree-view/TreeItem';

// The group element wraps an item's children, so a left border on it draws one line per branch.
const ConnectedItem = styled(TreeItem)(({ theme }) => ({
  [`& .${treeItemClasses.groupTransition}`]: {
    marginLeft: theme.spacing(1.75),
    paddingLeft: theme.spacing(1),
    borderLeft: `1px dashed ${alpha(theme.palette.text.primary, 0.35)}`,
  },
  [`& .${treeItemClasses.content}`]: {
    paddingBlock: 2,
  },
}));

export default function SimpleTreeConnectors() {
  return (
    <Box sx={{ minHeight: 300, minWidth: 260 }}>
      <SimpleTreeView
        aria-label="Project files"
        defaultExpandedItems={['app', 'app-routes', 'public']}
        // The border supplies the offset, so the default indentation would double it.
        itemChildrenIndentation={0}
      >
        <ConnectedItem itemId="app" label="app">
          <ConnectedItem itemId="app-routes" label="routes">
            <ConnectedItem itemId="app-routes-home" label="home.tsx" />
            <ConnectedItem itemId="app-routes-settings" label="settings.tsx" />
          </ConnectedItem>
          <ConnectedItem itemId="app-layout" label="layout.tsx" />
        </ConnectedItem>
        <ConnectedItem itemId="public" label="public">
          <ConnectedItem itemId="public-logo" label="logo.svg" />
        </ConnectedItem>
        <ConnectedItem itemId="package" label="package.json" />
      </SimpleTreeView>
    </Box>
  );
}
