import * as React from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { useTreeItem } from '@mui/x-tree-view/useTreeItem';
import { TreeItemProvider } from '@mui/x-tree-view/TreeItemProvider';
import { TreeItemIcon } from '@mui/x-tree-view/TreeItemIcon';
import { TreeItemLabelInput } from '@mui/x-tree-view/TreeItemLabelInput';
import {
  TreeItemContent,
  TreeItemGroupTransition,
  TreeItemIconContainer,
  TreeItemLabel,
  TreeItemProps,
  TreeItemRoot,
} from '@mui/x-tree-view/TreeItem';
import { TreeViewDefaultItemModelProperties } from '@mui/x-tree-view/models';

const boards: TreeViewDefaultItemModelProperties[] = [
  {
    id: 'board-product',
    label: 'Product',
    children: [
      { id: 'list-ideas', label: 'Ideas' },
      { id: 'list-doing', label: 'In progress' },
      { id: 'list-shipped', label: 'Shipped' },
    ],
  },
];

const BoardItem = React.forwardRef(function BoardItem(
  { id, itemId, label, disabled, children }: TreeItemProps,
  ref: React.Ref<HTMLLIElement>,
) {
  const item = useTreeItem({ id, itemId, label, disabled, children, rootRef: ref });
  const { status, publicAPI } = item;

  return (
    <TreeItemProvider {...item.getContextProviderProps()}>
      <TreeItemRoot {...item.getRootProps()}>
        <TreeItemContent {...item.getContentProps()}>
          <TreeItemIconContainer {...item.getIconContainerProps()}>
            <TreeItemIcon status={status} />
          </TreeItemIconContainer>
          {status.editing ? (
            <TreeItemLabelInput {...item.getLabelInputProps()} />
          ) : (
            <TreeItemLabel {...item.getLabelProps()} />
          )}
          {status.editable && !status.editing ? (
            <IconButton
              size="small"
              aria-label={`Rename ${String(label)}`}
              tabIndex={-1}
              onClick={(event) => {
                event.stopPropagation();
                publicAPI.setEditedItem(itemId);
              }}
            >
              <EditOutlinedIcon fontSize="inherit" />
            </IconButton>
          ) : null}
        </TreeItemContent>
        {children ? <TreeItemGroupTransition {...item.getGroupTransitionProps()} /> : null}
      </TreeItemRoot>
    </TreeItemProvider>
  );
});

export default function EditableCustomItem() {
  return (
    <Box sx={{ minHeight: 240, minWidth: 300 }}>
      <RichTreeView
        aria-label="Boards"
        items={boards}
        isItemEditable={(board) => board.id.startsWith('list-')}
        defaultExpandedItems={['board-product']}
        slots={{ item: BoardItem }}
      />
    </Box>
  );
}
