import * as React from 'react';
import Box from '@mui/material/Box';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

// Child ids repeat their parent's prefix so they stay unique across the whole tree.
export default function RecipeBookTree() {
  return (
    <Box sx={{ minHeight: 300, minWidth: 260 }}>
      <SimpleTreeView aria-label="Recipe book" defaultExpandedItems={['mains', 'mains-pasta']}>
        <TreeItem itemId="starters" label="Starters">
          <TreeItem itemId="starters-soup" label="Tomato soup" />
          <TreeItem itemId="starters-bruschetta" label="Bruschetta" />
        </TreeItem>
        <TreeItem itemId="mains" label="Main courses">
          <TreeItem itemId="mains-pasta" label="Pasta">
            <TreeItem itemId="mains-pasta-carbonara" label="Carbonara" />
            <TreeItem itemId="mains-pasta-pesto" label="Trofie al pesto" />
          </TreeItem>
          <TreeItem itemId="mains-risotto" label="Mushroom risotto" />
        </TreeItem>
        <TreeItem itemId="desserts" label="Desserts">
          <TreeItem itemId="desserts-tiramisu" label="Tiramisu" />
        </TreeItem>
        {/* Drafts are visible but cannot be selected or opened yet. */}
        <TreeItem itemId="drafts" label="Drafts (coming soon)" disabled>
          <TreeItem itemId="drafts-ramen" label="Ramen" />
        </TreeItem>
      </SimpleTreeView>
    </Box>
  );
}
