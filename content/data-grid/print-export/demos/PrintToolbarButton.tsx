import * as React from 'react';
import Box from '@mui/material/Box';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import PrintIcon from '@mui/icons-material/Print';
import { DataGrid, ExportPrint, GridColDef, Toolbar, ToolbarButton } from '@mui/x-data-grid';

interface Part {
  id: number;
  part: string;
  bin: string;
  quantity: number;
  supplier: string;
}

const parts: [string, string][] = [
  ['M4 hex bolt', 'Fastly'],
  ['Washer 8 mm', 'Fastly'],
  ['Hinge, steel', 'Kraft GmbH'],
  ['Cable tie 200 mm', 'Wirewise'],
  ['Drawer slide 450', 'Kraft GmbH'],
  ['Wall plug 6 mm', 'Fastly'],
];
const rows: Part[] = parts.map(([part, supplier], index) => ({
  id: index + 1,
  part,
  bin: `${String.fromCharCode(65 + (index % 3))}-${10 + index}`,
  quantity: 50 + ((index * 83) % 400),
  supplier,
}));

const columns: GridColDef<Part>[] = [
  { field: 'bin', headerName: 'Bin', width: 90 },
  { field: 'part', headerName: 'Part', flex: 1 },
  { field: 'quantity', headerName: 'Quantity', type: 'number', width: 110 },
  { field: 'supplier', headerName: 'Supplier', width: 140 },
];

function PickListToolbar() {
  return (
    <Toolbar>
      <Typography sx={{ flex: 1, mx: 0.5, fontWeight: 600 }}>Pick list</Typography>
      <Tooltip title="Print pick list">
        {/* The print version leaves out the supplier, which pickers do not need. */}
        <ExportPrint
          render={<ToolbarButton aria-label="Print pick list" />}
          options={{ hideToolbar: true, hideFooter: true, fields: ['bin', 'part', 'quantity'] }}
        >
          <PrintIcon fontSize="small" />
        </ExportPrint>
      </Tooltip>
    </Toolbar>
  );
}

export default function PrintToolbarButton() {
  return (
    <Box sx={{ height: 380, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} showToolbar slots={{ toolbar: PickListToolbar }} hideFooter />
    </Box>
  );
}
