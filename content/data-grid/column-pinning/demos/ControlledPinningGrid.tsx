import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGridPro, GridColDef, GridPinnedColumnFields } from '@mui/x-data-grid-pro';

const rows = Array.from({ length: 8 }, (_, index) => ({
  id: index + 1,
  name: ['Aurora', 'Borealis', 'Cirrus', 'Delta', 'Echo', 'Fjord', 'Glacier', 'Harbor'][index],
  region: ['eu-west', 'us-east', 'ap-south', 'eu-north'][index % 4],
  cpu: 20 + ((index * 17) % 70),
  memory: 30 + ((index * 23) % 60),
  disk: 10 + ((index * 11) % 80),
  uptime: `${10 + index * 3} d`,
}));

const columns: GridColDef[] = [
  { field: 'name', headerName: 'Server', width: 140 },
  // This column cannot be pinned from the menu or through the prop.
  { field: 'region', headerName: 'Region (not pinnable)', width: 190, pinnable: false },
  { field: 'cpu', headerName: 'CPU %', type: 'number', width: 160 },
  { field: 'memory', headerName: 'Memory %', type: 'number', width: 160 },
  { field: 'disk', headerName: 'Disk %', type: 'number', width: 160 },
  { field: 'uptime', headerName: 'Uptime', width: 140 },
];

export default function ControlledPinningGrid() {
  const [pinned, setPinned] = React.useState<GridPinnedColumnFields>({ left: ['name'] });

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1, alignItems: 'center' }}>
        <Button size="small" onClick={() => setPinned({ left: ['name'], right: ['uptime'] })}>
          Pin name and uptime
        </Button>
        <Button size="small" onClick={() => setPinned({})}>
          Unpin all
        </Button>
        <Typography variant="body2">
          Left: {pinned.left?.join(', ') || 'none'} · Right: {pinned.right?.join(', ') || 'none'}
        </Typography>
      </Stack>
      <Box sx={{ height: 340 }}>
        <DataGridPro
          rows={rows}
          columns={columns}
          pinnedColumns={pinned}
          onPinnedColumnsChange={setPinned}
          hideFooter
        />
      </Box>
    </Box>
  );
}
