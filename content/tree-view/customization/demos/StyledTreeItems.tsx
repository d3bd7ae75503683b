import * as React from 'react';
import Box from '@mui/material/Box';
import { alpha, styled } from '@mui/material/styles';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { TreeItem, treeItemClasses } from '@mui/x-tree-view/TreeItem';
import { TreeViewDefaultItemModelProperties } from '@mui/x-tree-view/models';

// State is exposed as data attributes on the content element (data-selected, data-focused…).
const PillTreeItem = styled(TreeItem)(({ theme }) => ({
  [`& .${treeItemClasses.content}`]: {
    borderRadius: 999,
    padding: theme.spacing(0.5, 1.5),
    margin: theme.spacing(0.25, 0),
    '&[data-selected]': {
      backgroundColor: alpha(theme.palette.secondary.main, 0.16),
      color: theme.palette.secondary.dark,
    },
  },
  [`& .${treeItemClasses.label}`]: {
    fontWeight: 500,
  },
  [`& .${treeItemClasses.iconContainer}`]: {
    color: theme.palette.secondary.main,
  },
}));

const items: TreeViewDefaultItemModelProperties[] = [
  {
    id: 'garden',
    label: 'Garden',
    children: [
      { id: 'garden-roses', label: 'Roses' },
      { id: 'garden-herbs', label: 'Herbs', children: [{ id: 'garden-herbs-basil', label: 'Basil' }] },
    ],
  },
  { id: 'orchard', label: 'Orchard', children: [{ id: 'orchard-apples', label: 'Apples' }] },
];

export default function StyledTreeItems() {
  return (
    <Box sx={{ minHeight: 260, minWidth: 260 }}>
      <RichTreeView
        aria-label="Garden plan"
        items={items}
        defaultExpandedItems={['garden', 'garden-herbs']}
        defaultSelectedItems="garden-roses"
        slots={{ item: PillTreeItem }}
      />
    </Box>
  );
}
