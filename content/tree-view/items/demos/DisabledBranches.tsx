import * as React from 'react';
import Box from '@mui/material/Box';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

export default function DisabledBranches() {
  return (
    <Box sx={{ minHeight: 260, minWidth: 260 }}>
      <SimpleTreeView aria-label="Course modules" defaultExpandedItems={['basics']}>
        <TreeItem itemId="basics" label="Module 1: Basics">
          <TreeItem itemId="basics-intro" label="Introduction" />
          <TreeItem itemId="basics-setup" label="Setting up" />
        </TreeItem>
        <TreeItem itemId="advanced" label="Module 2: Advanced (locked)" disabled>
          <TreeItem itemId="advanced-perf" label="Performance" />
          <TreeItem itemId="advanced-testing" label="Testing" />
        </TreeItem>
        <TreeItem itemId="extras" label="Extras">
          <TreeItem itemId="extras-cheatsheet" label="Cheat sheet" />
          <TreeItem itemId="extras-certificate" label="Certificate (after the exam)" disabled />
        </TreeItem>
      </SimpleTreeView>
    </Box>
  );
}
