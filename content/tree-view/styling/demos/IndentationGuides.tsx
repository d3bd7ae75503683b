import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import { alpha, styled } from '@mui/material/styles';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem, treeItemClasses } from '@mui/x-tree-view/TreeItem';

// A dashed guide under each open branch, drawn from its expand icon downwards.
// Inside the group, --TreeView-itemDepth is still the parent's depth.
const GuidedItem = styled(TreeItem)(({ theme }) => ({
  [`& .${treeItemClasses.groupTransition}`]: {
    position: 'relative',
    '&::before': {
      content: '""',
      position: 'absolute',
      top: 0,
      bottom: 4,
      left: `calc(${theme.spacing(1)} + var(--TreeView-itemChildrenIndentation) * var(--TreeView-itemDepth) + 8px)`,
      borderLeft: `1px dashed ${alpha(theme.palette.text.primary, 0.3)}`,
    },
  },
}));

export default function IndentationGuides() {
  const [indent, setIndent] = React.useState(16);

  return (
    <Box sx={{ minHeight: 300, minWidth: 280 }}>
      <Typography id="indent-label" variant="body2">
        itemChildrenIndentation: {indent}px
      </Typography>
      <Slider
        aria-labelledby="indent-label"
        value={indent}
        min={8}
        max={40}
        step={4}
        onChange={(event, value) => setIndent(value as number)}
        sx={{ maxWidth: 240 }}
      />
      <SimpleTreeView
        aria-label="Project tasks"
        itemChildrenIndentation={indent}
        defaultExpandedItems={['web', 'web-auth']}
      >
        <GuidedItem itemId="web" label="Website">
          <GuidedItem itemId="web-auth" label="Authentication">
            <GuidedItem itemId="web-auth-sso" label="Single sign-on" />
            <GuidedItem itemId="web-auth-2fa" label="Two-factor login" />
          </GuidedItem>
          <GuidedItem itemId="web-search" label="Search" />
        </GuidedItem>
        <GuidedItem itemId="app" label="Mobile app">
          <GuidedItem itemId="app-offline" label="Offline mode" />
        </GuidedItem>
      </SimpleTreeView>
    </Box>
  );
}
