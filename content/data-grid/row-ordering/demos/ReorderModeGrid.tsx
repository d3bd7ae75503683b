import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { DataGridPro, GridColDef, GridRowOrderChangeParams } from '@mui/x-data-grid-pro';

const initialRows = [
  { id: 1, stop: 'Depot', town: 'Harrogate', eta: '07:30' },
  { id: 2, stop: 'Bakery Lund', town: 'Knaresborough', eta: '07:55' },
  { id: 3, stop: 'Green grocer', town: 'Wetherby', eta: '08:20' },
  { id: 4, stop: 'Village shop', town: 'Boston Spa', eta: '08:45' },
  { id: 5, stop: 'Farm café', town: 'Tadcaster', eta: '09:10' },
];

const columns: GridColDef[] = [
  { field: 'stop', headerName: 'Stop', flex: 1 },
  { field: 'town', headerName: 'Town', width: 150 },
  { field: 'eta', headerName: 'Planned', width: 100 },
];

export default function ReorderModeGrid() {
  const [rows, setRows] = React.useState(initialRows);
  const [editing, setEditing] = React.useState(false);

  const handleRowOrderChange = (params: GridRowOrderChangeParams) => {
    setRows((prev) => {
      const next = [...prev];
      const [moved] = next.splice(params.oldIndex, 1);
      next.splice(params.targetIndex, 0, moved);
      return next;
    });
  };

  return (
    <Box sx={{ width: '100%' }}>
      <FormControlLabel
        control={<Switch checked={editing} onChange={(event) => setEditing(event.target.checked)} />}
        label="Edit route order"
      />
      <Box sx={{ height: 340 }}>
        <DataGridPro
          rows={rows}
          columns={columns}
          rowReordering={editing}
          onRowOrderChange={handleRowOrderChange}
          hideFooter
        />
      </Box>
    </Box>
  );
}
