import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';
import { useSimpleTreeViewApiRef } from '@mui/x-tree-view/hooks';

const toppings = ['mozzarella', 'basil', 'mushrooms', 'olives'];

export default function SimpleTreeSelection() {
  const apiRef = useSimpleTreeViewApiRef();
  const [picked, setPicked] = React.useState<string[]>(['mozzarella']);

  // Adds every topping without dropping what is already picked (sauces stay as they are).
  const addAllToppings = (event: React.SyntheticEvent) => {
    toppings.forEach((itemId) =>
      apiRef.current?.setItemSelection({
        event,
        itemId,
        shouldBeSelected: true,
        keepExistingSelection: true,
      }),
    );
  };

  return (
    <Box sx={{ minHeight: 330, minWidth: 280 }}>
      <Button size="small" variant="outlined" onClick={addAllToppings} sx={{ mb: 1 }}>
        Add every topping
      </Button>
      <SimpleTreeView
        aria-label="Pizza order"
        apiRef={apiRef}
        multiSelect
        checkboxSelection
        defaultExpandedItems={['sauce', 'toppings']}
        selectedItems={picked}
        onSelectedItemsChange={(event, itemIds) => setPicked(itemIds)}
      >
        {/* Group headings are structure, not choices: no checkbox, never in the value. */}
        <TreeItem itemId="sauce" label="Sauce" disableSelection>
          <TreeItem itemId="tomato" label="Tomato" />
          <TreeItem itemId="cream" label="Cream" />
        </TreeItem>
        <TreeItem itemId="toppings" label="Toppings" disableSelection>
          <TreeItem itemId="mozzarella" label="Mozzarella" />
          <TreeItem itemId="basil" label="Basil" />
          <TreeItem itemId="mushrooms" label="Mushrooms" />
          <TreeItem itemId="olives" label="Olives" />
          <TreeItem itemId="truffle" label="Truffle (sold out)" disabled />
        </TreeItem>
      </SimpleTreeView>
      <Typography variant="body2" sx={{ mt: 1 }}>
        Order: {picked.length ? picked.join(', ') : 'nothing yet'}
      </Typography>
    </Box>
  );
}
