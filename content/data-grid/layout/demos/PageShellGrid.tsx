import * as React from 'react';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { DataGrid, GridColDef } from '@mui/x-data-grid';

const sections = ['Invoices', 'Customers', 'Reports'];

const rows = Array.from({ length: 40 }, (_, index) => ({
  id: index + 1,
  invoice: `INV-${2025001 + index}`,
  customer: ['Acme Ltd', 'Bright Co', 'Cobalt SA', 'Delta AG'][index % 4],
  amount: 150 + ((index * 173) % 2400),
}));

const columns: GridColDef[] = [
  { field: 'invoice', headerName: 'Invoice', width: 140 },
  { field: 'customer', headerName: 'Customer', flex: 1 },
  { field: 'amount', headerName: 'Amount', type: 'number', width: 110 },
];

export default function PageShellGrid() {
  return (
    // Stands in for a full page: in an application this Box would use height: '100vh'.
    <Box sx={{ height: 440, display: 'flex', flexDirection: 'column', border: 1, borderColor: 'divider' }}>
      <Box sx={{ px: 2, py: 1.5, bgcolor: 'primary.main', color: 'primary.contrastText' }}>
        <Typography variant="subtitle1" component="p">
          Billing
        </Typography>
      </Box>
      <Box sx={{ flex: 1, minHeight: 0, display: 'flex' }}>
        <List dense sx={{ width: 150, borderRight: 1, borderColor: 'divider' }} aria-label="Sections">
          {sections.map((section) => (
            <ListItemButton key={section} selected={section === 'Invoices'}>
              <ListItemText primary={section} />
            </ListItemButton>
          ))}
        </List>
        {/* The wrapper is both a flex item (flex: 1, minWidth: 0) and a column flex parent. */}
        <Box sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column', p: 1 }}>
          <DataGrid rows={rows} columns={columns} density="compact" />
        </Box>
      </Box>
    </Box>
  );
}
