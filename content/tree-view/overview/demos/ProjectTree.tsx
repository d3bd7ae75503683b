import * as React from 'react';
import Box from '@mui/material/Box';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { TreeViewDefaultItemModelProperties } from '@mui/x-tree-view/models';

// Each item needs a unique `id` and a `label`; nesting comes from `children`.
const items: TreeViewDefaultItemModelProperties[] = [
  {
    id: 'planning',
    label: 'Planning',
    children: [
      { id: 'planning-brief', label: 'Project brief' },
      { id: 'planning-budget', label: 'Budget' },
    ],
  },
  {
    id: 'design',
    label: 'Design',
    children: [
      { id: 'design-wireframes', label: 'Wireframes' },
      {
        id: 'design-system',
        label: 'Design system',
        children: [
          { id: 'design-colors', label: 'Colour tokens' },
          { id: 'design-type', label: 'Typography' },
        ],
      },
    ],
  },
  {
    id: 'build',
    label: 'Build',
    children: [
      { id: 'build-api', label: 'API' },
      { id: 'build-web', label: 'Web app' },
    ],
  },
  { id: 'launch', label: 'Launch checklist' },
];

export default function ProjectTree() {
  return (
    <Box sx={{ minHeight: 320, minWidth: 260 }}>
      <RichTreeView
        items={items}
        defaultExpandedItems={['design', 'design-system']}
        defaultSelectedItems="design-colors"
      />
    </Box>
  );
}
