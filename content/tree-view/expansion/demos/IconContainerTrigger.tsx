import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

export default function IconContainerTrigger() {
  const [selected, setSelected] = React.useState<string | null>(null);

  return (
    <Box sx={{ minHeight: 260, minWidth: 260 }}>
      <Typography variant="body2" sx={{ mb: 1 }}>
        Selected section: {selected ?? 'none'}
      </Typography>
      {/* A click on a label selects the section; only the arrow opens or closes it. */}
      <SimpleTreeView
        aria-label="Handbook"
        expansionTrigger="iconContainer"
        selectedItems={selected}
        onSelectedItemsChange={(event, itemId) => setSelected(itemId)}
      >
        <TreeItem itemId="onboarding" label="Onboarding">
          <TreeItem itemId="onboarding-week1" label="First week" />
          <TreeItem itemId="onboarding-tools" label="Tools and accounts" />
        </TreeItem>
        <TreeItem itemId="policies" label="Policies">
          <TreeItem itemId="policies-leave" label="Leave" />
          <TreeItem itemId="policies-travel" label="Travel" />
        </TreeItem>
      </SimpleTreeView>
    </Box>
  );
}
