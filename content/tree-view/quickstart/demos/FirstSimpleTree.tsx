import * as React from 'react';
import Box from '@mui/material/Box';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

export default function FirstSimpleTree() {
  return (
    <Box sx={{ minHeight: 260, minWidth: 240 }}>
      <SimpleTreeView defaultExpandedItems={['fruit']}>
        <TreeItem itemId="fruit" label="Fruit">
          <TreeItem itemId="fruit-apple" label="Apple" />
          <TreeItem itemId="fruit-mango" label="Mango" />
          <TreeItem itemId="fruit-citrus" label="Citrus">
            <TreeItem itemId="fruit-lemon" label="Lemon" />
            <TreeItem itemId="fruit-lime" label="Lime" />
          </TreeItem>
        </TreeItem>
        <TreeItem itemId="vegetables" label="Vegetables">
          <TreeItem itemId="vegetables-carrot" label="Carrot" />
          <TreeItem itemId="vegetables-leek" label="Leek" />
        </TreeItem>
        <TreeItem itemId="grains" label="Grains" disabled />
      </SimpleTreeView>
    </Box>
  );
}
