import * as React from 'react';
import Box from '@mui/material/Box';
import AddBoxOutlinedIcon from '@mui/icons-material/AddBoxOutlined';
import IndeterminateCheckBoxOutlinedIcon from '@mui/icons-material/IndeterminateCheckBoxOutlined';
import DescriptionOutlinedIcon from '@mui/icons-material/DescriptionOutlined';
import StarIcon from '@mui/icons-material/Star';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

export default function CustomIconsTree() {
  return (
    <Box sx={{ minHeight: 260, minWidth: 260 }}>
      {/* Slots take components, not elements: pass StarIcon, not <StarIcon />. */}
      <SimpleTreeView
        aria-label="Course outline"
        defaultExpandedItems={['basics']}
        slots={{
          expandIcon: AddBoxOutlinedIcon,
          collapseIcon: IndeterminateCheckBoxOutlinedIcon,
          endIcon: DescriptionOutlinedIcon,
        }}
      >
        <TreeItem itemId="basics" label="Basics">
          <TreeItem itemId="basics-intro" label="Introduction" />
          <TreeItem
            itemId="basics-quiz"
            label="Quiz (recommended)"
            // An item-level `icon` wins over every icon set on the tree.
            slots={{ icon: StarIcon }}
            slotProps={{ icon: { color: 'warning' } }}
          />
        </TreeItem>
        <TreeItem itemId="advanced" label="Advanced topics">
          <TreeItem itemId="advanced-perf" label="Performance" />
        </TreeItem>
      </SimpleTreeView>
    </Box>
  );
}
