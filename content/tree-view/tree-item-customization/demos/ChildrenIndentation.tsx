import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

export default function ChildrenIndentation() {
  const [indent, setIndent] = React.useState(12);

  return (
    <Box sx={{ minHeight: 300, minWidth: 260 }}>
      <Typography id="indentation-label" variant="body2">
        itemChildrenIndentation: {indent}px
      </Typography>
      <Slider
        aria-labelledby="indentation-label"
        value={indent}
        min={0}
        max={40}
        step={4}
        onChange={(event, value) => setIndent(value as number)}
        sx={{ maxWidth: 240 }}
      />
      <SimpleTreeView
        aria-label="Guide chapters"
        defaultExpandedItems={['start', 'start-install', 'usage']}
        itemChildrenIndentation={indent}
      >
        <TreeItem itemId="start" label="Getting started">
          <TreeItem itemId="start-install" label="Installation">
            <TreeItem itemId="start-install-npm" label="With npm" />
            <TreeItem itemId="start-install-pnpm" label="With pnpm" />
          </TreeItem>
        </TreeItem>
        <TreeItem itemId="usage" label="Usage">
          <TreeItem itemId="usage-config" label="Configuration" />
        </TreeItem>
      </SimpleTreeView>
    </Box>
  );
}
