import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

export default function DisabledFocusToggle() {
  const [focusable, setFocusable] = React.useState(true);

  return (
    <Box sx={{ minHeight: 280, minWidth: 280 }}>
      <FormControlLabel
        control={<Switch checked={focusable} onChange={(event) => setFocusable(event.target.checked)} />}
        label="disabledItemsFocusable"
      />
      <SimpleTreeView
        aria-label="Meeting rooms"
        disabledItemsFocusable={focusable}
        defaultExpandedItems={['floor-1', 'floor-2']}
      >
        <TreeItem itemId="floor-1" label="Floor 1">
          <TreeItem itemId="room-atlas" label="Atlas" />
          <TreeItem itemId="room-borealis" label="Borealis (under repair)" disabled />
          <TreeItem itemId="room-cosmos" label="Cosmos" />
        </TreeItem>
        <TreeItem itemId="floor-2" label="Floor 2">
          <TreeItem itemId="room-delta" label="Delta (booked all day)" disabled />
          <TreeItem itemId="room-equinox" label="Equinox" />
        </TreeItem>
      </SimpleTreeView>
    </Box>
  );
}
