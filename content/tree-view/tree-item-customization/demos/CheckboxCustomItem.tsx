import * as React from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { useTreeItem } from '@mui/x-tree-view/useTreeItem';
import { TreeItemProvider } from '@mui/x-tree-view/TreeItemProvider';
import { TreeItemIcon } from '@mui/x-tree-view/TreeItemIcon';
import {
  TreeItemCheckbox,
  TreeItemContent,
  TreeItemGroupTransition,
  TreeItemIconContainer,
  TreeItemLabel,
  TreeItemProps,
  TreeItemRoot,
} from '@mui/x-tree-view/TreeItem';
import { TreeViewDefaultItemModelProperties } from '@mui/x-tree-view/models';

const permissions: TreeViewDefaultItemModelProperties[] = [
  {
    id: 'invoices',
    label: 'Invoices',
    children: [
      { id: 'invoices-read', label: 'View invoices' },
      { id: 'invoices-write', label: 'Create and edit invoices' },
    ],
  },
  {
    id: 'payroll',
    label: 'Payroll',
    children: [
      { id: 'payroll-read', label: 'View payslips' },
      { id: 'payroll-run', label: 'Run payroll' },
    ],
  },
];

const PermissionItem = React.forwardRef(function PermissionItem(
  { id, itemId, label, disabled, children }: TreeItemProps,
  ref: React.Ref<HTMLLIElement>,
) {
  const item = useTreeItem({ id, itemId, label, disabled, children, rootRef: ref });
  const isWrite = itemId.endsWith('-write') || itemId.endsWith('-run');

  return (
    <TreeItemProvider {...item.getContextProviderProps()}>
      <TreeItemRoot {...item.getRootProps()}>
        <TreeItemContent {...item.getContentProps()}>
          <TreeItemIconContainer {...item.getIconContainerProps()}>
            <TreeItemIcon status={item.status} />
          </TreeItemIconContainer>
          {/* The checkbox props carry its checked state and change handler. */}
          <TreeItemCheckbox {...item.getCheckboxProps()} />
          <TreeItemLabel {...item.getLabelProps()} />
          {isWrite ? <Chip label="write" size="small" color="warning" variant="outlined" /> : null}
        </TreeItemContent>
        {children ? <TreeItemGroupTransition {...item.getGroupTransitionProps()} /> : null}
      </TreeItemRoot>
    </TreeItemProvider>
  );
});

export default function CheckboxCustomItem() {
  return (
    <Box sx={{ minHeight: 280, minWidth: 320 }}>
      <RichTreeView
        aria-label="Role permissions"
        items={permissions}
        multiSelect
        checkboxSelection
        selectionPropagation={{ descendants: true, parents: true }}
        defaultExpandedItems={['invoices', 'payroll']}
        defaultSelectedItems={['invoices-read']}
        slots={{ item: PermissionItem }}
      />
    </Box>
  );
}
