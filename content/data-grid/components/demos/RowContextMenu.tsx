import * as React from 'react';
import Box from '@mui/material/Box';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { DataGrid, GridColDef, GridRowId } from '@mui/x-data-grid';

interface Item {
  id: number;
  name: string;
  stock: number;
}

const initialRows: Item[] = [
  { id: 1, name: 'Notebook', stock: 40 },
  { id: 2, name: 'Pencil', stock: 250 },
  { id: 3, name: 'Stapler', stock: 12 },
  { id: 4, name: 'Ruler', stock: 75 },
];

const columns: GridColDef<Item>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 120 },
  { field: 'stock', headerName: 'Stock', type: 'number', width: 110 },
];

export default function RowContextMenu() {
  const [rows, setRows] = React.useState(initialRows);
  const [menu, setMenu] = React.useState<{ id: GridRowId; x: number; y: number } | null>(null);

  // `slotProps.row` reaches every row element: here, a right-click handler.
  const handleContextMenu = (event: React.MouseEvent<HTMLDivElement>) => {
    event.preventDefault();
    const id = event.currentTarget.getAttribute('data-id');
    if (id) setMenu({ id: Number(id), x: event.clientX, y: event.clientY });
  };

  const change = (delta: number) => {
    if (menu) {
      setRows((prev) =>
        prev.map((row) => (row.id === menu.id ? { ...row, stock: Math.max(0, row.stock + delta) } : row)),
      );
    }
    setMenu(null);
  };

  return (
    <Box sx={{ height: 300, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        hideFooter
        slotProps={{ row: { onContextMenu: handleContextMenu, style: { cursor: 'context-menu' } } }}
      />
      <Menu
        open={menu !== null}
        onClose={() => setMenu(null)}
        anchorReference="anchorPosition"
        anchorPosition={menu ? { top: menu.y, left: menu.x } : undefined}
      >
        <MenuItem onClick={() => change(10)}>Add 10 to stock</MenuItem>
        <MenuItem onClick={() => change(-10)}>Remove 10 from stock</MenuItem>
      </Menu>
    </Box>
  );
}
