import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DataGrid, GridColDef, GridColumnVisibilityModel, useGridApiRef } from '@mui/x-data-grid';

interface Server {
  id: string;
  host: string;
  region: string;
  cpu: number;
  memory: number;
  disk: number;
  uptimeDays: number;
}

const regions = ['eu-west', 'us-east', 'ap-south'];
const rows: Server[] = Array.from({ length: 8 }, (_, index) => ({
  id: `srv-${100 + index}`,
  host: `web-${String(index + 1).padStart(2, '0')}.internal`,
  region: regions[index % regions.length],
  cpu: (index * 17) % 95,
  memory: 30 + ((index * 23) % 65),
  disk: 20 + ((index * 31) % 75),
  uptimeDays: 3 + index * 11,
}));

const columns: GridColDef<Server>[] = [
  { field: 'id', headerName: 'ID', width: 100 },
  { field: 'host', headerName: 'Host', flex: 1, minWidth: 160 },
  { field: 'region', headerName: 'Region', width: 110 },
  { field: 'cpu', headerName: 'CPU %', type: 'number', width: 90 },
  { field: 'memory', headerName: 'Memory %', type: 'number', width: 110 },
  { field: 'disk', headerName: 'Disk %', type: 'number', width: 90 },
  { field: 'uptimeDays', headerName: 'Uptime (days)', type: 'number', width: 130 },
];

const views: Record<string, GridColumnVisibilityModel> = {
  Overview: { id: false, memory: false, disk: false },
  Resources: { id: false, region: false, uptimeDays: false },
  Everything: {},
};

export default function VisibilityPresetsGrid() {
  const apiRef = useGridApiRef();

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1}>
        {Object.entries(views).map(([name, model]) => (
          <Button key={name} size="small" variant="outlined" onClick={() => apiRef.current?.setColumnVisibilityModel(model)}>
            {name}
          </Button>
        ))}
      </Stack>
      <Box sx={{ height: 400 }}>
        <DataGrid
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          showToolbar
          initialState={{ columns: { columnVisibilityModel: views.Overview } }}
          slotProps={{
            columnsManagement: {
              // The host always stays visible, so it gets no switch in the panel.
              getTogglableColumns: (allColumns) =>
                allColumns.filter((column) => column.field !== 'host').map((column) => column.field),
            },
          }}
          hideFooter
        />
      </Box>
    </Stack>
  );
}
