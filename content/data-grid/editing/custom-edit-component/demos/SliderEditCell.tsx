import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import { DataGrid, GridColDef, GridRenderEditCellParams, useGridApiContext } from '@mui/x-data-grid';

interface Channel {
  id: number;
  name: string;
  volume: number;
}

const rows: Channel[] = ['Vocals', 'Guitar', 'Bass', 'Drums', 'Keys'].map((name, index) => ({
  id: index + 1,
  name,
  volume: [80, 65, 70, 75, 50][index],
}));

function VolumeEditCell({ id, field, value }: GridRenderEditCellParams<Channel, number>) {
  const apiRef = useGridApiContext();
  // The slider shows its own state at once; the grid's draft follows after the debounce.
  const [shown, setShown] = React.useState(value ?? 0);
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', px: 2, width: '100%', height: '100%' }}>
      <Slider
        value={shown}
        min={0}
        max={100}
        size="small"
        aria-label="Volume"
        valueLabelDisplay="auto"
        onChange={(_event, newValue) => {
          setShown(newValue as number);
          // A drag reports every step: process the draft once the hand rests for 150 ms.
          apiRef.current.setEditCellValue({ id, field, value: newValue as number, debounceMs: 150 });
        }}
      />
    </Box>
  );
}

const columns: GridColDef<Channel>[] = [
  { field: 'name', headerName: 'Channel', flex: 1 },
  {
    field: 'volume',
    headerName: 'Volume',
    type: 'number',
    width: 220,
    editable: true,
    renderEditCell: (params) => <VolumeEditCell {...params} />,
  },
];

export default function SliderEditCell() {
  return (
    <Box sx={{ height: 330, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} hideFooter />
    </Box>
  );
}
