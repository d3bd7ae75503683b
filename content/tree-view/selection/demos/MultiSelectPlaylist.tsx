import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

export default function MultiSelectPlaylist() {
  // With multiSelect the value is always an array of ids.
  const [selected, setSelected] = React.useState<string[]>(['jazz-blue']);

  return (
    <Box sx={{ minHeight: 280, minWidth: 260 }}>
      <Typography variant="body2" sx={{ mb: 1 }}>
        {selected.length} track(s) selected: {selected.join(', ') || 'none'}
      </Typography>
      <SimpleTreeView
        aria-label="Music library"
        multiSelect
        defaultExpandedItems={['jazz', 'rock']}
        selectedItems={selected}
        onSelectedItemsChange={(event, itemIds) => setSelected(itemIds)}
      >
        <TreeItem itemId="jazz" label="Jazz" disableSelection>
          <TreeItem itemId="jazz-blue" label="Blue in Green" />
          <TreeItem itemId="jazz-take" label="Take Five" />
          <TreeItem itemId="jazz-night" label="Night Train" />
        </TreeItem>
        <TreeItem itemId="rock" label="Rock" disableSelection>
          <TreeItem itemId="rock-heroes" label="Heroes" />
          <TreeItem itemId="rock-glass" label="Glass Onion" />
        </TreeItem>
      </SimpleTreeView>
    </Box>
  );
}
