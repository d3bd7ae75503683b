import * as React from 'react';
import Box from '@mui/material/Box';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import { RichTreeViewPro } from '@mui/x-tree-view-pro/RichTreeViewPro';
import { useTreeItem } from '@mui/x-tree-view/useTreeItem';
import { TreeItemProvider } from '@mui/x-tree-view/TreeItemProvider';
import { TreeItemIcon } from '@mui/x-tree-view/TreeItemIcon';
import { TreeItemDragAndDropOverlay } from '@mui/x-tree-view/TreeItemDragAndDropOverlay';
import {
  TreeItemContent,
  TreeItemGroupTransition,
  TreeItemIconContainer,
  TreeItemLabel,
  TreeItemProps,
  TreeItemRoot,
} from '@mui/x-tree-view/TreeItem';
import { TreeViewDefaultItemModelProperties } from '@mui/x-tree-view/models';

const agenda: TreeViewDefaultItemModelProperties[] = [
  {
    id: 'morning',
    label: 'Morning',
    children: [
      { id: 'talk-keynote', label: 'Keynote' },
      { id: 'talk-state', label: 'State of the project' },
    ],
  },
  {
    id: 'afternoon',
    label: 'Afternoon',
    children: [
      { id: 'talk-workshop', label: 'Hands-on workshop' },
      { id: 'talk-panel', label: 'Maintainers panel' },
    ],
  },
];

const AgendaItem = React.forwardRef(function AgendaItem(
  { id, itemId, label, disabled, children }: TreeItemProps,
  ref: React.Ref<HTMLLIElement>,
) {
  const item = useTreeItem({ id, itemId, label, disabled, children, rootRef: ref });

  return (
    <TreeItemProvider {...item.getContextProviderProps()}>
      <TreeItemRoot {...item.getRootProps()}>
        <TreeItemContent {...item.getContentProps()}>
          <DragIndicatorIcon fontSize="small" color="disabled" />
          <TreeItemIconContainer {...item.getIconContainerProps()}>
            <TreeItemIcon status={item.status} />
          </TreeItemIconContainer>
          <TreeItemLabel {...item.getLabelProps()} />
          {/* Draws the drop indicator while another item is dragged over this one. */}
          <TreeItemDragAndDropOverlay {...item.getDragAndDropOverlayProps()} />
        </TreeItemContent>
        {children ? <TreeItemGroupTransition {...item.getGroupTransitionProps()} /> : null}
      </TreeItemRoot>
    </TreeItemProvider>
  );
});

export default function ReorderableCustomItem() {
  return (
    <Box sx={{ minWidth: 300 }}>
      {/* Virtualized: the tree fills this fixed-height box (room for 7 rows of 32px). */}
      <Box sx={{ height: 224 }}>
        <RichTreeViewPro
          aria-label="Conference agenda"
          items={agenda}
          itemsReordering
          defaultExpandedItems={['morning', 'afternoon']}
          slots={{ item: AgendaItem }}
        />
      </Box>
    </Box>
  );
}
