import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { TreeViewDefaultItemModelProperties } from '@mui/x-tree-view/models';

const items: TreeViewDefaultItemModelProperties[] = [
  {
    id: 'fruit',
    label: 'Fruit',
    children: [
      { id: 'fruit-apricot', label: 'Apricot' },
      { id: 'fruit-avocado', label: 'Avocado' },
      { id: 'fruit-banana', label: 'Banana' },
    ],
  },
  {
    id: 'vegetables',
    label: 'Vegetables',
    children: [
      { id: 'veg-asparagus', label: 'Asparagus' },
      { id: 'veg-beetroot', label: 'Beetroot' },
    ],
  },
  { id: 'bakery', label: 'Bakery' },
];

export default function LabelledTreeFocus() {
  const [focused, setFocused] = React.useState<string | null>(null);

  return (
    <Box sx={{ minHeight: 300, minWidth: 260 }}>
      {/* The visible heading names the tree for screen readers. */}
      <Typography id="market-heading" variant="subtitle1" component="h3">
        Market aisles
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        Focused item: {focused ?? 'none (press Tab to enter the tree)'}
      </Typography>
      <RichTreeView
        aria-labelledby="market-heading"
        items={items}
        defaultExpandedItems={['fruit']}
        onItemFocus={(event, itemId) => setFocused(itemId)}
      />
    </Box>
  );
}
