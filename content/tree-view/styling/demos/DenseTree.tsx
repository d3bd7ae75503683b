import * as React from 'react';
import Box from '@mui/material/Box';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem, treeItemClasses } from '@mui/x-tree-view/TreeItem';

const dense = {
  [`& .${treeItemClasses.content}`]: { py: 0, gap: 0.5, borderRadius: 0.5 },
  [`& .${treeItemClasses.label}`]: { fontSize: 13, lineHeight: '22px' },
  [`& .${treeItemClasses.iconContainer} svg`]: { fontSize: 16 },
};

export default function DenseTree() {
  return (
    <Box sx={{ minHeight: 220, minWidth: 240 }}>
      <SimpleTreeView
        aria-label="Source files"
        itemChildrenIndentation={10}
        defaultExpandedItems={['src', 'src-components']}
        sx={dense}
      >
        <TreeItem itemId="src" label="src">
          <TreeItem itemId="src-components" label="components">
            <TreeItem itemId="src-button" label="Button.tsx" />
            <TreeItem itemId="src-card" label="Card.tsx" />
            <TreeItem itemId="src-modal" label="Modal.tsx" />
          </TreeItem>
          <TreeItem itemId="src-hooks" label="hooks">
            <TreeItem itemId="src-use-toggle" label="useToggle.ts" />
          </TreeItem>
          <TreeItem itemId="src-index" label="index.ts" />
        </TreeItem>
        <TreeItem itemId="package" label="package.json" />
        <TreeItem itemId="readme" label="README.md" />
      </SimpleTreeView>
    </Box>
  );
}
