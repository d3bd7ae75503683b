import * as React from 'react';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import {
  DataGrid,
  GridColDef,
  GridColumnMenu,
  GridColumnMenuItemProps,
  GridColumnMenuProps,
  useGridApiContext,
} from '@mui/x-data-grid';

// Reads the current rows through the API to show a quick average.
function AverageItem(props: GridColumnMenuItemProps) {
  const apiRef = useGridApiContext();
  const ids = apiRef.current.getAllRowIds();
  const values = ids.map((id) => Number(apiRef.current.getCellValue(id, props.colDef.field)));
  const average = values.reduce((sum, v) => sum + v, 0) / Math.max(values.length, 1);
  return <MenuItem onClick={props.onClick}>Average: {average.toFixed(1)}</MenuItem>;
}

function StatsColumnMenu(props: GridColumnMenuProps) {
  const isNumber = props.colDef.type === 'number';
  return (
    <GridColumnMenu
      {...props}
      // Only number columns get the extra item; null removes a slot.
      slots={{ columnMenuAverageItem: isNumber ? AverageItem : null }}
      slotProps={{ columnMenuAverageItem: { displayOrder: 1 } }}
    />
  );
}

const rows = [
  { id: 1, athlete: 'Sifan', event: '5000 m', age: 31, medals: 4 },
  { id: 2, athlete: 'Jakob', event: '1500 m', age: 24, medals: 3 },
  { id: 3, athlete: 'Faith', event: '1500 m', age: 30, medals: 5 },
  { id: 4, athlete: 'Mondo', event: 'Pole vault', age: 25, medals: 6 },
];

const columns: GridColDef[] = [
  { field: 'athlete', headerName: 'Athlete', flex: 1, disableColumnMenu: true },
  { field: 'event', headerName: 'Event', width: 130 },
  { field: 'age', headerName: 'Age', type: 'number', width: 100 },
  { field: 'medals', headerName: 'Medals', type: 'number', width: 110 },
];

export default function ColumnStatsMenuGrid() {
  return (
    <Box sx={{ height: 320, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} slots={{ columnMenu: StatsColumnMenu }} hideFooter />
    </Box>
  );
}
