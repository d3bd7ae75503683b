import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import { DataGrid, GridColDef, GridPrintExportOptions, useGridApiRef } from '@mui/x-data-grid';

interface Room {
  id: number;
  room: string;
  floor: number;
  seats: number;
  equipment: string;
}

const rows: Room[] = ['Aurora', 'Birch', 'Cedar', 'Delta', 'Ember', 'Fjord', 'Granite', 'Harbor', 'Iris', 'Juniper', 'Kestrel', 'Linden'].map(
  (room, index) => ({
    id: index + 1,
    room,
    floor: 1 + (index % 4),
    seats: 4 + ((index * 5) % 14),
    equipment: ['Screen', 'Whiteboard', 'Video kit', 'Screen and video kit'][index % 4],
  }),
);

const columns: GridColDef<Room>[] = [
  { field: 'room', headerName: 'Room', flex: 1 },
  { field: 'floor', headerName: 'Floor', type: 'number', width: 90 },
  { field: 'seats', headerName: 'Seats', type: 'number', width: 90 },
  { field: 'equipment', headerName: 'Equipment', flex: 1 },
];

type Flag = 'hideToolbar' | 'hideFooter' | 'includeCheckboxes';
const flags: { key: Flag; label: string }[] = [
  { key: 'hideToolbar', label: 'Hide toolbar' },
  { key: 'hideFooter', label: 'Hide footer' },
  { key: 'includeCheckboxes', label: 'Include checkboxes' },
];

export default function PrintOptionsPanel() {
  const apiRef = useGridApiRef();
  const [options, setOptions] = React.useState<GridPrintExportOptions>({ hideToolbar: true, hideFooter: true });

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center', columnGap: 1 }}>
        {flags.map(({ key, label }) => (
          <FormControlLabel
            key={key}
            label={label}
            control={
              <Checkbox
                size="small"
                checked={Boolean(options[key])}
                onChange={(event) => setOptions((previous) => ({ ...previous, [key]: event.target.checked }))}
              />
            }
          />
        ))}
        <Button variant="contained" size="small" onClick={() => apiRef.current?.exportDataAsPrint(options)}>
          Print
        </Button>
      </Stack>
      <Box sx={{ height: 400 }}>
        <DataGrid
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          checkboxSelection
          showToolbar
          initialState={{ pagination: { paginationModel: { pageSize: 5 } } }}
          pageSizeOptions={[5, 10]}
        />
      </Box>
    </Stack>
  );
}
