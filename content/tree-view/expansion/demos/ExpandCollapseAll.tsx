import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { TreeViewDefaultItemModelProperties } from '@mui/x-tree-view/models';

const items: TreeViewDefaultItemModelProperties[] = [
  {
    id: 'src',
    label: 'src',
    children: [
      { id: 'src-app', label: 'app', children: [{ id: 'src-app-page', label: 'page.tsx' }] },
      { id: 'src-lib', label: 'lib', children: [{ id: 'src-lib-db', label: 'db.ts' }] },
    ],
  },
  { id: 'public', label: 'public', children: [{ id: 'public-logo', label: 'logo.svg' }] },
  { id: 'readme', label: 'README.md' },
];

// Collects the ids of every item that has children, at any depth.
function branchIds(list: TreeViewDefaultItemModelProperties[]): string[] {
  return list.flatMap((item) => (item.children?.length ? [item.id, ...branchIds(item.children)] : []));
}

const allBranches = branchIds(items);

export default function ExpandCollapseAll() {
  const [expanded, setExpanded] = React.useState<string[]>(['src']);

  return (
    <Box sx={{ minHeight: 320, minWidth: 260 }}>
      <Box sx={{ display: 'flex', gap: 1, mb: 1 }}>
        <Button size="small" variant="outlined" onClick={() => setExpanded(allBranches)}>
          Expand all
        </Button>
        <Button size="small" variant="outlined" onClick={() => setExpanded([])}>
          Collapse all
        </Button>
      </Box>
      <RichTreeView
        aria-label="Project files"
        items={items}
        expandedItems={expanded}
        onExpandedItemsChange={(event, itemIds) => setExpanded(itemIds)}
      />
    </Box>
  );
}
