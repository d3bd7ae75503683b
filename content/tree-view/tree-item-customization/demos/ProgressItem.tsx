import * as React from 'react';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { useTreeItem } from '@mui/x-tree-view/useTreeItem';
import { useTreeItemModel } from '@mui/x-tree-view/hooks';
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

interface Milestone {
  id: string;
  label: string;
  done: number;
  total: number;
  children?: Milestone[];
}

const roadmap: Milestone[] = [
  {
    id: 'beta',
    label: 'Public beta',
    done: 14,
    total: 20,
    children: [
      { id: 'beta-signup', label: 'Sign-up flow', done: 6, total: 6 },
      { id: 'beta-billing', label: 'Billing', done: 5, total: 9 },
      { id: 'beta-docs', label: 'Help centre', done: 3, total: 5 },
    ],
  },
  { id: 'launch', label: 'Launch', done: 1, total: 12 },
];

const MilestoneItem = React.forwardRef(function MilestoneItem(
  { id, itemId, label, disabled, children }: TreeItemProps,
  ref: React.Ref<HTMLLIElement>,
) {
  const item = useTreeItem({ id, itemId, label, disabled, children, rootRef: ref });
  const milestone = useTreeItemModel<Milestone>(itemId);
  const percent = milestone ? Math.round((milestone.done / milestone.total) * 100) : 0;

  return (
    <TreeItemProvider {...item.getContextProviderProps()}>
      <TreeItemRoot {...item.getRootProps()}>
        <TreeItemContent {...item.getContentProps()}>
          <TreeItemIconContainer {...item.getIconContainerProps()}>
            <TreeItemIcon status={item.status} />
          </TreeItemIconContainer>
          <Box sx={{ flexGrow: 1, minWidth: 0 }}>
            <TreeItemLabel {...item.getLabelProps()} />
            <LinearProgress
              variant="determinate"
              value={percent}
              color={percent === 100 ? 'success' : 'primary'}
              aria-hidden
              sx={{ mt: 0.5, height: 4, borderRadius: 2 }}
            />
          </Box>
          <Typography variant="caption" color="text.secondary" sx={{ width: 48, textAlign: 'right' }}>
            {milestone?.done}/{milestone?.total}
          </Typography>
        </TreeItemContent>
        {children ? <TreeItemGroupTransition {...item.getGroupTransitionProps()} /> : null}
      </TreeItemRoot>
    </TreeItemProvider>
  );
});

export default function ProgressItem() {
  return (
    <Box sx={{ minHeight: 260, width: 340, maxWidth: '100%' }}>
      <RichTreeView
        aria-label="Roadmap"
        items={roadmap}
        defaultExpandedItems={['beta']}
        slots={{ item: MilestoneItem }}
      />
    </Box>
  );
}
