import * as React from 'react';
import Box from '@mui/material/Box';
import Collapse from '@mui/material/Collapse';
import Fade from '@mui/material/Fade';
import { TransitionProps } from '@mui/material/transitions';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { TreeItem, TreeItemProps } from '@mui/x-tree-view/TreeItem';
import { TreeViewDefaultItemModelProperties } from '@mui/x-tree-view/models';

// Children slide open and fade in together; the props from the item (in, component, role…) go to Collapse.
const FadeCollapse = React.forwardRef(function FadeCollapse(
  props: TransitionProps & { children?: React.ReactNode },
  ref: React.Ref<HTMLDivElement>,
) {
  const { in: open, children, ...other } = props;
  return (
    <Collapse ref={ref} in={open} timeout={350} {...other}>
      <Fade in={open} timeout={500}>
        <div>{children}</div>
      </Fade>
    </Collapse>
  );
});

// RichTreeView renders the items itself: a custom item passes the transition to each of them.
const FadingItem = React.forwardRef(function FadingItem(props: TreeItemProps, ref: React.Ref<HTMLLIElement>) {
  return <TreeItem {...props} ref={ref} slots={{ groupTransition: FadeCollapse }} />;
});

const menu: TreeViewDefaultItemModelProperties[] = [
  {
    id: 'starters',
    label: 'Starters',
    children: [
      { id: 'soup', label: 'Soup of the day' },
      { id: 'bruschetta', label: 'Bruschetta' },
    ],
  },
  {
    id: 'mains',
    label: 'Mains',
    children: [
      { id: 'risotto', label: 'Mushroom risotto' },
      { id: 'salmon', label: 'Grilled salmon' },
      { id: 'curry', label: 'Chickpea curry' },
    ],
  },
  { id: 'desserts', label: 'Desserts', children: [{ id: 'tiramisu', label: 'Tiramisu' }] },
];

export default function RichTreeFadeTransition() {
  return (
    <Box sx={{ minHeight: 280, minWidth: 260 }}>
      <RichTreeView aria-label="Menu" items={menu} slots={{ item: FadingItem }} />
    </Box>
  );
}
