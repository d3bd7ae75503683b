import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { TreeViewDefaultItemModelProperties } from '@mui/x-tree-view/models';

const STORAGE_KEY = 'docs-demo-project-tree-expanded';

const project: TreeViewDefaultItemModelProperties[] = [
  {
    id: 'src',
    label: 'src',
    children: [
      {
        id: 'src/components',
        label: 'components',
        children: [{ id: 'src/components/button.tsx', label: 'button.tsx' }],
      },
      { id: 'src/hooks', label: 'hooks', children: [{ id: 'src/hooks/use-cart.ts', label: 'use-cart.ts' }] },
    ],
  },
  { id: 'tests', label: 'tests', children: [{ id: 'tests/cart.test.ts', label: 'cart.test.ts' }] },
  { id: 'package.json', label: 'package.json' },
];

function readSaved(): string[] {
  if (typeof window === 'undefined') {
    return [];
  }
  try {
    const saved: unknown = JSON.parse(window.localStorage.getItem(STORAGE_KEY) ?? '[]');
    return Array.isArray(saved) ? saved.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

function ProjectTree() {
  // Read once, when the tree mounts; from then on the tree manages expansion itself.
  const [initial] = React.useState(readSaved);

  return (
    <RichTreeView
      aria-label="Project files"
      items={project}
      defaultExpandedItems={initial}
      onExpandedItemsChange={(event, itemIds) =>
        window.localStorage.setItem(STORAGE_KEY, JSON.stringify(itemIds))
      }
    />
  );
}

export default function PersistedExpansion() {
  // Changing the key unmounts the tree, as leaving and coming back to the page would.
  const [mountCount, setMountCount] = React.useState(0);

  return (
    <Box sx={{ minHeight: 280, minWidth: 260 }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1 }}>
        <Button size="small" variant="outlined" onClick={() => setMountCount((count) => count + 1)}>
          Remount the tree
        </Button>
        <Button
          size="small"
          onClick={() => {
            window.localStorage.removeItem(STORAGE_KEY);
            setMountCount((count) => count + 1);
          }}
        >
          Forget saved state
        </Button>
      </Stack>
      <ProjectTree key={mountCount} />
    </Box>
  );
}
