import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

export default function FocusableDisabledItems() {
  const [focusable, setFocusable] = React.useState(false);

  return (
    <Box sx={{ minHeight: 280, minWidth: 260 }}>
      <FormControlLabel
        control={<Switch checked={focusable} onChange={(event) => setFocusable(event.target.checked)} />}
        label="disabledItemsFocusable"
      />
      {/* With the switch on, arrow keys stop on disabled items so their names are announced. */}
      <SimpleTreeView aria-label="Plans" disabledItemsFocusable={focusable} defaultExpandedItems={['plans']}>
        <TreeItem itemId="plans" label="Plans">
          <TreeItem itemId="plans-free" label="Free" />
          <TreeItem itemId="plans-team" label="Team (sold out)" disabled />
          <TreeItem itemId="plans-business" label="Business" />
          <TreeItem itemId="plans-legacy" label="Legacy (retired)" disabled />
        </TreeItem>
        <TreeItem itemId="addons" label="Add-ons">
          <TreeItem itemId="addons-storage" label="Extra storage" />
        </TreeItem>
      </SimpleTreeView>
    </Box>
  );
}
