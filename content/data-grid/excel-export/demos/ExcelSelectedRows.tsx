import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { DataGridPremium, GridColDef, GridRowSelectionModel, useGridApiRef } from '@mui/x-data-grid-premium';

interface Lead {
  id: number;
  company: string;
  contact: string;
  stage: string;
  value: number;
}

const companies = [
  'Arcadia Labs',
  'Borealis Inc.',
  'Cobalt & Co',
  'Driftwood',
  'Evergreen AG',
  'Fjord Systems',
];
const contacts = ['M. Alvarez', 'K. Osei', 'R. Lindqvist', 'S. Takahashi', 'P. Duarte', 'L. Fontaine'];
const stages = ['New', 'Qualified', 'Proposal', 'Won'];
const rows: Lead[] = companies.map((company, index) => ({
  id: index + 1,
  company,
  contact: contacts[index],
  stage: stages[index % stages.length],
  value: 5000 + index * 3250,
}));

const columns: GridColDef<Lead>[] = [
  { field: 'company', headerName: 'Company', flex: 1 },
  { field: 'contact', headerName: 'Contact', width: 140 },
  { field: 'stage', headerName: 'Stage', width: 110 },
  { field: 'value', headerName: 'Value ($)', type: 'number', width: 120 },
];

export default function ExcelSelectedRows() {
  const apiRef = useGridApiRef();
  const [selection, setSelection] = React.useState<GridRowSelectionModel>({
    type: 'include',
    ids: new Set([2, 4]),
  });

  const exportSelection = () =>
    apiRef.current?.exportDataAsExcel({
      fileName: 'selected-leads',
      // Only the selected rows, in the order the grid shows them.
      getRowsToExport: () =>
        apiRef.current!.getSortedRowIds().filter((id) => apiRef.current!.isRowSelected(id)),
    });

  return (
    <Box sx={{ width: '100%' }}>
      <Button
        size="small"
        variant="outlined"
        sx={{ mb: 1 }}
        onClick={exportSelection}
        disabled={selection.ids.size === 0}
      >
        Export {selection.ids.size} selected rows
      </Button>
      <Box sx={{ height: 360 }}>
        <DataGridPremium
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          checkboxSelection
          rowSelectionModel={selection}
          onRowSelectionModelChange={setSelection}
          hideFooter
        />
      </Box>
    </Box>
  );
}
