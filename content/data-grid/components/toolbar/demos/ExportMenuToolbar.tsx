import * as React from 'react';
import Box from '@mui/material/Box';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import { DataGrid, ExportCsv, ExportPrint, GridColDef, Toolbar, ToolbarButton } from '@mui/x-data-grid';

interface Expense {
  id: number;
  date: string;
  merchant: string;
  category: string;
  amount: number;
}

const merchants = ['Rail Europe', 'Hotel Aurora', 'Café Central', 'Taxi Blu', 'Office Depot', 'Cloud Co.'];
const categories = ['Travel', 'Lodging', 'Meals', 'Travel', 'Supplies', 'Software'];
const rows: Expense[] = merchants.map((merchant, index) => ({
  id: index + 1,
  date: `2026-11-${String(3 + index * 3).padStart(2, '0')}`,
  merchant,
  category: categories[index],
  amount: Math.round((12 + ((index * 97) % 400)) * 100) / 100,
}));

const columns: GridColDef<Expense>[] = [
  { field: 'date', headerName: 'Date', width: 120 },
  { field: 'merchant', headerName: 'Merchant', flex: 1 },
  { field: 'category', headerName: 'Category', width: 120 },
  { field: 'amount', headerName: 'Amount (€)', type: 'number', width: 120 },
];

// One button opens a menu; each export part renders as a menu item and closes it.
function ExportMenuToolbarSlot() {
  const [anchor, setAnchor] = React.useState<HTMLElement | null>(null);
  const close = () => setAnchor(null);
  return (
    <Toolbar>
      <ToolbarButton
        id="export-menu-button"
        aria-label="Export"
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <FileDownloadIcon fontSize="small" />
      </ToolbarButton>
      <Menu
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={close}
        slotProps={{ list: { 'aria-labelledby': 'export-menu-button' } }}
      >
        <ExportCsv render={<MenuItem />} options={{ fileName: 'expenses', delimiter: ';' }} onClick={close}>
          Download as CSV
        </ExportCsv>
        <ExportPrint render={<MenuItem />} options={{ hideFooter: true, hideToolbar: true }} onClick={close}>
          Print
        </ExportPrint>
      </Menu>
    </Toolbar>
  );
}

export default function ExportMenuToolbar() {
  return (
    <Box sx={{ height: 380, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} slots={{ toolbar: ExportMenuToolbarSlot }} showToolbar />
    </Box>
  );
}
