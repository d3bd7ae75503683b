import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';
import { useSimpleTreeViewApiRef } from '@mui/x-tree-view/hooks';

const invoices = [
  { id: 'inv-1041', label: 'Invoice 1041 · €320.00' },
  { id: 'inv-1042', label: 'Invoice 1042 · €1,180.50' },
  { id: 'inv-1043', label: 'Invoice 1043 · €74.90' },
];

export default function RestoreFocusAfterDialog() {
  const apiRef = useSimpleTreeViewApiRef();
  const [openFor, setOpenFor] = React.useState<string | null>(null);

  const [selected, setSelected] = React.useState<string | null>('inv-1042');

  const [lastOpened, setLastOpened] = React.useState<string | null>(null);

  const open = () => {
    setOpenFor(selected);
    setLastOpened(selected);
  };

  // The dialog would give focus back to the button; send it to the invoice instead.
  const handleExited = () => {
    if (lastOpened) {
      apiRef.current?.focusItem(null, lastOpened);
    }
  };

  return (
    <Box sx={{ minHeight: 240, minWidth: 300 }}>
      <Button
        size="small"
        variant="outlined"
        disabled={!selected?.startsWith('inv-')}
        onClick={open}
        sx={{ mb: 1 }}
      >
        Open selected invoice
      </Button>
      <SimpleTreeView
        aria-label="Invoices"
        apiRef={apiRef}
        defaultExpandedItems={['november']}
        selectedItems={selected}
        onSelectedItemsChange={(event, itemId) => setSelected(itemId)}
      >
        <TreeItem itemId="november" label="November">
          {invoices.map((invoice) => (
            <TreeItem key={invoice.id} itemId={invoice.id} label={invoice.label} />
          ))}
        </TreeItem>
      </SimpleTreeView>
      <Dialog
        open={openFor !== null}
        onClose={() => setOpenFor(null)}
        disableRestoreFocus
        slotProps={{ transition: { onExited: handleExited } }}
      >
        <DialogTitle>{openFor}</DialogTitle>
        <DialogContent>Closing this dialog moves focus to the invoice in the tree, so keyboard users can carry on from there.</DialogContent>
        <DialogActions>
          <Button onClick={() => setOpenFor(null)}>Close</Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
