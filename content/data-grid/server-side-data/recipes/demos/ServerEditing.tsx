import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, GridColDef, GridDataSource } from '@mui/x-data-grid';

interface Line {
  id: number;
  item: string;
  quantity: number;
  unitPrice: number;
  total: number;
}

const ITEMS = ['oak shelf', 'desk lamp', 'wool rug', 'side table', 'floor mirror', 'plant stand'];

export default function ServerEditing() {
  // The fake server's table lives as long as the demo.
  const table = React.useRef<Line[]>(
    ITEMS.map((item, i) => {
      const quantity = 1 + (i % 3);
      const unitPrice = 35 + i * 20;
      return { id: i + 1, item, quantity, unitPrice, total: quantity * unitPrice };
    }),
  );

  const dataSource = React.useMemo<GridDataSource>(
    () => ({
      getRows: async () => {
        await new Promise((resolve) => setTimeout(resolve, 300));
        return { rows: table.current, rowCount: table.current.length };
      },
      // The server owns the business rules: it tidies the name and recomputes the total.
      // The grid shows the row it resolves with, not the row the user typed.
      updateRow: async ({ rowId, updatedRow }) => {
        await new Promise((resolve) => setTimeout(resolve, 400));
        const quantity = Math.max(1, Math.round(Number(updatedRow.quantity)));
        const saved: Line = {
          ...(updatedRow as Line),
          item: String(updatedRow.item).trim().toLowerCase(),
          quantity,
          total: quantity * Number(updatedRow.unitPrice),
        };
        table.current = table.current.map((row) => (row.id === rowId ? saved : row));
        return saved;
      },
    }),
    [],
  );

  const columns = React.useMemo<GridColDef[]>(
    () => [
      { field: 'item', headerName: 'Item', flex: 1, editable: true, sortable: false, filterable: false },
      { field: 'quantity', headerName: 'Qty', type: 'number', width: 90, editable: true, sortable: false, filterable: false },
      { field: 'unitPrice', headerName: 'Unit price', type: 'number', width: 120, sortable: false, filterable: false },
      { field: 'total', headerName: 'Total', type: 'number', width: 110, sortable: false, filterable: false },
    ],
    [],
  );

  return (
    <Box sx={{ height: 380, width: '100%' }}>
      <DataGrid
        columns={columns}
        dataSource={dataSource}
        editMode="row"
        hideFooter
      />
    </Box>
  );
}
