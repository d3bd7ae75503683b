import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

export default function ControlledFirstTree() {
  const [expanded, setExpanded] = React.useState<string[]>(['pets']);
  const [selected, setSelected] = React.useState<string | null>(null);

  return (
    <Box sx={{ minHeight: 260, minWidth: 260 }}>
      <SimpleTreeView
        aria-label="Pets"
        expandedItems={expanded}
        onExpandedItemsChange={(event, itemIds) => setExpanded(itemIds)}
        selectedItems={selected}
        onSelectedItemsChange={(event, itemId) => setSelected(itemId)}
      >
        <TreeItem itemId="pets" label="Pets">
          <TreeItem itemId="pets-dogs" label="Dogs">
            <TreeItem itemId="pets-dogs-beagle" label="Beagle" />
            <TreeItem itemId="pets-dogs-collie" label="Collie" />
          </TreeItem>
          <TreeItem itemId="pets-cats" label="Cats">
            <TreeItem itemId="pets-cats-siamese" label="Siamese" />
          </TreeItem>
        </TreeItem>
      </SimpleTreeView>
      <Typography variant="body2" sx={{ mt: 1 }}>
        expandedItems: [{expanded.join(', ')}]
        <br />
        selectedItems: {selected ?? 'null'}
      </Typography>
    </Box>
  );
}
