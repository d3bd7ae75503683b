import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
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
  { field: 'stage', headerName: 'Stage', type: 'singleSelect', valueOptions: stages, width: 120 },
  { field: 'value', headerName: 'Value ($)', type: 'number', width: 120 },
];

export default function ExcelSelectedRows() {
  const apiRef = useGridApiRef();
  const [selection, setSelection] = React.useState<GridRowSelectionModel>({
    type: 'include',
    ids: new Set(),
  });

  // With "select all" the model lists the rows left out instead (type: 'exclude').
  const selectedCount = selection.type === 'include' ? selection.ids.size : rows.length - selection.ids.size;

  // The default export: the rows that pass the filter, and only the selected ones if any.
  const exportDefault = () => apiRef.current?.exportDataAsExcel({ fileName: 'leads-view' });

  // Every lead in the current sort order, whatever the filter and the selection.
  const exportEverything = () =>
    apiRef.current?.exportDataAsExcel({
      fileName: 'leads-all',
      getRowsToExport: () => apiRef.current?.getSortedRowIds() ?? [],
    });

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1 }}>
        <Button size="small" variant="outlined" onClick={exportDefault}>
          Export the view ({selectedCount > 0 ? `${selectedCount} selected` : 'filtered rows'})
        </Button>
        <Button size="small" variant="outlined" onClick={exportEverything}>
          Export all {rows.length} leads
        </Button>
      </Stack>
      <Box sx={{ height: 360 }}>
        <DataGridPremium
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          checkboxSelection
          rowSelectionModel={selection}
          onRowSelectionModelChange={setSelection}
          initialState={{
            filter: { filterModel: { items: [{ field: 'stage', operator: 'not', value: 'Won' }] } },
          }}
          showToolbar
          hideFooter
        />
      </Box>
    </Box>
  );
}
