import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { DataGridPremium, GridColDef } from '@mui/x-data-grid-premium';

interface Stock {
  id: number;
  item: string;
  warehouseA: number;
  warehouseB: number;
}

const initialRows: Stock[] = ['Bolts', 'Nuts', 'Washers', 'Hinges', 'Brackets'].map((item, index) => ({
  id: index + 1,
  item,
  warehouseA: 100 + index * 10,
  warehouseB: 40 + index * 5,
}));

const columns: GridColDef<Stock>[] = [
  { field: 'item', headerName: 'Item', flex: 1 },
  { field: 'warehouseA', headerName: 'Warehouse A', type: 'number', width: 140, editable: true },
  { field: 'warehouseB', headerName: 'Warehouse B', type: 'number', width: 140, editable: true },
];

// Accept both spreadsheet (tab) and CSV-like (comma) text.
function splitTabsOrCommas(text: string): string[][] {
  const lines = text.replace(/\r?\n$/, '').split(/\r\n|\n|\r/);
  const separator = text.includes('\t') ? '\t' : ',';
  return lines.map((line) => line.split(separator).map((cell) => cell.trim()));
}

export default function ConfirmPastePremiumGrid() {
  const [rows, setRows] = React.useState(initialRows);
  const [pasting, setPasting] = React.useState(false);
  const [pending, setPending] = React.useState<{
    lines: number;
    resolve: () => void;
    reject: () => void;
  } | null>(null);

  // Ask before pastes of more than two lines; a rejected promise cancels the paste.
  const confirmLargePaste = ({ data }: { data: string[][] }) => {
    if (data.length <= 2) {
      return Promise.resolve();
    }
    return new Promise<void>((resolve, reject) => {
      setPending({ lines: data.length, resolve, reject });
    });
  };

  const close = (accept: boolean) => {
    if (accept) {
      pending?.resolve();
    } else {
      pending?.reject();
    }
    setPending(null);
  };

  return (
    <Box sx={{ width: '100%' }}>
      <Typography variant="body2" sx={{ mb: 1 }}>
        Copy <code>5,6</code> or three lines such as <code>1,2</code> from a text editor, focus a Warehouse A
        cell and press Ctrl+V (⌘+V).
      </Typography>
      <Box sx={{ height: 340, position: 'relative' }}>
        {pasting && (
          <LinearProgress
            aria-label="Pasting"
            sx={{ position: 'absolute', top: 0, left: 0, right: 0, zIndex: 1 }}
          />
        )}
        <DataGridPremium
          rows={rows}
          columns={columns}
          cellSelection
          splitClipboardPastedText={splitTabsOrCommas}
          onBeforeClipboardPasteStart={confirmLargePaste}
          onClipboardPasteStart={() => setPasting(true)}
          onClipboardPasteEnd={() => setPasting(false)}
          processRowUpdate={(newRow: Stock) => {
            setRows((prev) => prev.map((row) => (row.id === newRow.id ? newRow : row)));
            return newRow;
          }}
          onProcessRowUpdateError={() => setPasting(false)}
        />
      </Box>
      <Dialog open={pending !== null} onClose={() => close(false)}>
        <DialogTitle>Paste {pending?.lines} lines?</DialogTitle>
        <DialogContent>This overwrites several rows of stock counts.</DialogContent>
        <DialogActions>
          <Button onClick={() => close(false)}>Cancel</Button>
          <Button variant="contained" onClick={() => close(true)}>
            Paste
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
