import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ThermostatIcon from '@mui/icons-material/Thermostat';
import WaterDropIcon from '@mui/icons-material/WaterDrop';
import { DataGrid, GridColDef, GridColumnGroupHeaderParams, GridColumnGroupingModel } from '@mui/x-data-grid';

const rows = [
  { id: 1, month: 'January', tempMin: -3, tempMax: 4, rainDays: 11, rainMm: 54 },
  { id: 2, month: 'April', tempMin: 4, tempMax: 14, rainDays: 9, rainMm: 41 },
  { id: 3, month: 'July', tempMin: 14, tempMax: 25, rainDays: 10, rainMm: 68 },
  { id: 4, month: 'October', tempMin: 6, tempMax: 14, rainDays: 12, rainMm: 59 },
];

const num = (field: string, headerName: string): GridColDef => ({
  field,
  headerName,
  type: 'number',
  width: 110,
});

const columns: GridColDef[] = [
  { field: 'month', headerName: 'Month', width: 120 },
  num('tempMin', 'Min °C'),
  num('tempMax', 'Max °C'),
  num('rainDays', 'Days'),
  num('rainMm', 'Total mm'),
];

const groupHeader = (icon: React.ReactNode) =>
  function GroupHeader(params: GridColumnGroupHeaderParams) {
    return (
      <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
        {icon}
        <Typography variant="body2">{params.headerName}</Typography>
      </Stack>
    );
  };

const columnGroupingModel: GridColumnGroupingModel = [
  {
    groupId: 'temperature',
    headerName: 'Temperature',
    description: 'Average daily minimum and maximum',
    headerClassName: 'temperature-group',
    renderHeaderGroup: groupHeader(<ThermostatIcon fontSize="small" />),
    children: [{ field: 'tempMin' }, { field: 'tempMax' }],
  },
  {
    groupId: 'rain',
    headerName: 'Precipitation',
    headerClassName: 'rain-group',
    renderHeaderGroup: groupHeader(<WaterDropIcon fontSize="small" />),
    children: [{ field: 'rainDays' }, { field: 'rainMm' }],
  },
];

export default function CustomGroupHeaderGrid() {
  return (
    <Box
      sx={{
        height: 330,
        width: '100%',
        '& .temperature-group': { backgroundColor: 'rgba(255, 152, 0, 0.15)' },
        '& .rain-group': { backgroundColor: 'rgba(33, 150, 243, 0.15)' },
      }}
    >
      <DataGrid
        rows={rows}
        columns={columns}
        columnGroupingModel={columnGroupingModel}
        columnGroupHeaderHeight={40}
        hideFooter
      />
    </Box>
  );
}
