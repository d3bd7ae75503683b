import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { DataGrid, GridColDef } from '@mui/x-data-grid';

const rows = [
  { id: 1, title: 'Quarterly report', author: 'Mina', pages: 42 },
  { id: 2, title: 'Onboarding guide', author: 'Tariq', pages: 18 },
  { id: 3, title: 'Security policy', author: 'Elsa', pages: 27 },
];

const columns: GridColDef[] = [
  { field: 'title', headerName: 'Title', flex: 1, minWidth: 160 },
  { field: 'author', headerName: 'Author', width: 130 },
  { field: 'pages', headerName: 'Pages', type: 'number', width: 110 },
];

export default function DisableColumnMenuGrid() {
  const [disableColumnMenu, setDisableColumnMenu] = React.useState(false);
  const [disableColumnFilter, setDisableColumnFilter] = React.useState(true);
  const [disableColumnSelector, setDisableColumnSelector] = React.useState(false);

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" sx={{ mb: 1, flexWrap: 'wrap' }}>
        <FormControlLabel
          label="disableColumnMenu"
          control={<Switch checked={disableColumnMenu} onChange={(event) => setDisableColumnMenu(event.target.checked)} />}
        />
        <FormControlLabel
          label="disableColumnFilter"
          control={<Switch checked={disableColumnFilter} onChange={(event) => setDisableColumnFilter(event.target.checked)} />}
        />
        <FormControlLabel
          label="disableColumnSelector"
          control={<Switch checked={disableColumnSelector} onChange={(event) => setDisableColumnSelector(event.target.checked)} />}
        />
      </Stack>
      <Box sx={{ height: 260 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          hideFooter
          disableColumnMenu={disableColumnMenu}
          disableColumnFilter={disableColumnFilter}
          disableColumnSelector={disableColumnSelector}
        />
      </Box>
    </Box>
  );
}
