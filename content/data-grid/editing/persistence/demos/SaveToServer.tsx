import * as React from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Snackbar from '@mui/material/Snackbar';
import { DataGrid, GridColDef } from '@mui/x-data-grid';

interface Product {
  id: number;
  name: string;
  price: number;
  stock: number;
  updatedAt: Date | null;
}

const names = ['Desk lamp', 'Standing desk', 'Office chair', 'Monitor arm', 'Keyboard', 'Webcam'];
const initialRows: Product[] = names.map((name, index) => ({
  id: index + 1,
  name,
  price: 25 + index * 48,
  stock: 4 + ((index * 9) % 30),
  updatedAt: null,
}));

// A fake API: waits, then returns the row as the server stored it (with its own timestamp).
function saveProduct(product: Product): Promise<Product> {
  return new Promise((resolve) => {
    setTimeout(() => resolve({ ...product, updatedAt: new Date() }), 500);
  });
}

const columns: GridColDef<Product>[] = [
  { field: 'name', headerName: 'Product', flex: 1, editable: true },
  { field: 'price', headerName: 'Price ($)', type: 'number', width: 110, editable: true },
  { field: 'stock', headerName: 'Stock', type: 'number', width: 90, editable: true },
  { field: 'updatedAt', headerName: 'Saved at', type: 'dateTime', width: 190 },
];

export default function SaveToServer() {
  const [saved, setSaved] = React.useState<string | null>(null);

  const processRowUpdate = React.useCallback(async (newRow: Product, oldRow: Product) => {
    if (JSON.stringify(newRow) === JSON.stringify(oldRow)) return oldRow; // nothing changed
    const stored = await saveProduct(newRow);
    setSaved(`Saved “${stored.name}”`);
    return stored; // what the grid keeps: the server's version
  }, []);

  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGrid
        rows={initialRows}
        columns={columns}
        processRowUpdate={processRowUpdate}
        onProcessRowUpdateError={(error) => setSaved(String(error))}
        hideFooter
      />
      <Snackbar open={saved !== null} autoHideDuration={2500} onClose={() => setSaved(null)}>
        <Alert severity="success" onClose={() => setSaved(null)}>
          {saved}
        </Alert>
      </Snackbar>
    </Box>
  );
}
