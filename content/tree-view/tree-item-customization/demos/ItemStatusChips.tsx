import * as React from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { TreeItem, TreeItemProps } from '@mui/x-tree-view/TreeItem';
import { useTreeItemUtils } from '@mui/x-tree-view/hooks';
import { TreeViewDefaultItemModelProperties } from '@mui/x-tree-view/models';

const FLAGS = ['expanded', 'selected', 'focused', 'disabled'] as const;

// useTreeItemUtils reads the item's status from the tree, so the label can show it.
const StatusItem = React.forwardRef(function StatusItem(props: TreeItemProps, ref: React.Ref<HTMLLIElement>) {
  const { status } = useTreeItemUtils({ itemId: props.itemId, children: props.children });
  const flags = FLAGS.filter((flag) => status[flag]);
  return (
    <TreeItem
      {...props}
      ref={ref}
      label={
        <Box
          component="span"
          sx={{ display: 'inline-flex', flexWrap: 'wrap', alignItems: 'center', gap: 0.5 }}
        >
          {props.label}
          {flags.map((flag) => (
            <Chip key={flag} label={flag} size="small" variant="outlined" sx={{ height: 20 }} />
          ))}
        </Box>
      }
    />
  );
});

const pipeline: TreeViewDefaultItemModelProperties[] = [
  {
    id: 'build',
    label: 'Build',
    children: [
      { id: 'build-lint', label: 'Lint' },
      { id: 'build-compile', label: 'Compile' },
    ],
  },
  { id: 'test', label: 'Test', children: [{ id: 'test-unit', label: 'Unit tests' }] },
  { id: 'deploy', label: 'Deploy (manual)' },
];

export default function ItemStatusChips() {
  return (
    <Box sx={{ minHeight: 260, minWidth: 300 }}>
      <RichTreeView
        aria-label="Pipeline steps"
        items={pipeline}
        defaultExpandedItems={['build']}
        defaultSelectedItems="build-lint"
        isItemDisabled={(item) => item.id === 'deploy'}
        disabledItemsFocusable
        slots={{ item: StatusItem }}
      />
    </Box>
  );
}
