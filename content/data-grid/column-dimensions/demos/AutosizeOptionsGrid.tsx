import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { DataGrid, GridColDef, useGridApiRef } from '@mui/x-data-grid';

const rows = [
  { id: 1, sku: 'KB-01', name: 'Keyboard', note: 'Ships from the Rotterdam warehouse within two working days' },
  { id: 2, sku: 'MS-22', name: 'Mouse', note: 'Back in stock' },
  { id: 3, sku: 'HD-7', name: 'Headphones', note: 'Discontinued' },
  { id: 4, sku: 'CM-310', name: 'Webcam', note: 'Bundle offer' },
];

const columns: GridColDef[] = [
  { field: 'sku', headerName: 'Stock keeping unit', width: 90 },
  { field: 'name', headerName: 'Product', width: 90 },
  { field: 'note', headerName: 'Note', width: 90 },
];

export default function AutosizeOptionsGrid() {
  const apiRef = useGridApiRef();
  const [includeHeaders, setIncludeHeaders] = React.useState(true);
  const [includeOutliers, setIncludeOutliers] = React.useState(false);
  const [expand, setExpand] = React.useState(false);

  const autosize = () => {
    apiRef.current?.autosizeColumns({ includeHeaders, includeOutliers, expand });
  };

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" sx={{ mb: 1, alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
        <FormControlLabel
          control={<Switch checked={includeHeaders} onChange={(event) => setIncludeHeaders(event.target.checked)} />}
          label="includeHeaders"
        />
        <FormControlLabel
          control={<Switch checked={includeOutliers} onChange={(event) => setIncludeOutliers(event.target.checked)} />}
          label="includeOutliers"
        />
        <FormControlLabel
          control={<Switch checked={expand} onChange={(event) => setExpand(event.target.checked)} />}
          label="expand"
        />
        <Button size="small" variant="outlined" onClick={autosize}>
          Autosize
        </Button>
      </Stack>
      <Box sx={{ height: 300 }}>
        <DataGrid apiRef={apiRef} rows={rows} columns={columns} hideFooter />
      </Box>
    </Box>
  );
}
