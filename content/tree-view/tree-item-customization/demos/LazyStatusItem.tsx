import * as React from 'react';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { RichTreeViewPro } from '@mui/x-tree-view-pro/RichTreeViewPro';
import { useTreeItem } from '@mui/x-tree-view/useTreeItem';
import { TreeItemProvider } from '@mui/x-tree-view/TreeItemProvider';
import { TreeItemIcon } from '@mui/x-tree-view/TreeItemIcon';
import {
  TreeItemContent,
  TreeItemGroupTransition,
  TreeItemIconContainer,
  TreeItemLabel,
  TreeItemProps,
  TreeItemRoot,
} from '@mui/x-tree-view/TreeItem';

interface Package {
  id: string;
  label: string;
  childrenCount: number;
}

const registries: Package[] = [
  { id: 'web', label: 'web-app', childrenCount: 3 },
  { id: 'legacy', label: 'legacy-api (registry offline)', childrenCount: 2 },
];

// Dependencies of each package, from a fake registry that is always down for the legacy API.
function fetchDependencies(parentId?: string): Promise<Package[]> {
  return new Promise((resolve, reject) => {
    setTimeout(() => {
      if (parentId?.startsWith('legacy')) {
        reject(new Error('Registry unreachable'));
        return;
      }
      const names = ['react', 'date-fns', 'zod'];
      resolve(names.map((name) => ({ id: `${parentId}/${name}`, label: name, childrenCount: 0 })));
    }, 900);
  });
}

const DependencyItem = React.forwardRef(function DependencyItem(
  { id, itemId, label, disabled, children }: TreeItemProps,
  ref: React.Ref<HTMLLIElement>,
) {
  const item = useTreeItem({ id, itemId, label, disabled, children, rootRef: ref });
  const { loading, error } = item.status;

  return (
    <TreeItemProvider {...item.getContextProviderProps()}>
      <TreeItemRoot {...item.getRootProps()}>
        <TreeItemContent {...item.getContentProps()}>
          <TreeItemIconContainer {...item.getIconContainerProps()}>
            {/* The props hold the default spinner size (12px) and thickness. */}
            {loading ? (
              <CircularProgress {...item.getLoadingContainerProps()} />
            ) : (
              <TreeItemIcon status={item.status} />
            )}
          </TreeItemIconContainer>
          <TreeItemLabel {...item.getLabelProps()} />
          {loading && (
            <Typography variant="caption" color="text.secondary">
              resolving…
            </Typography>
          )}
          {error && (
            <Box {...item.getErrorContainerProps()} sx={{ color: 'error.main', typography: 'caption' }}>
              failed, expand to retry
            </Box>
          )}
        </TreeItemContent>
        {children ? <TreeItemGroupTransition {...item.getGroupTransitionProps()} /> : null}
      </TreeItemRoot>
    </TreeItemProvider>
  );
});

export default function LazyStatusItem() {
  return (
    <Box sx={{ minWidth: 320 }}>
      {/* Virtualized: the tree fills this fixed-height box (room for 6 rows of 32px). */}
      <Box sx={{ height: 192 }}>
        <RichTreeViewPro
          aria-label="Dependencies"
          items={registries}
          dataSource={{ getChildrenCount: (pkg) => pkg.childrenCount, getTreeItems: fetchDependencies }}
          slots={{ item: DependencyItem }}
        />
      </Box>
    </Box>
  );
}
