import * as React from 'react';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { DataGrid, GridColDef, GridSortModel } from '@mui/x-data-grid';

const rows = [
  { id: 1, department: 'Design', office: 'Berlin', name: 'Ines Fischer' },
  { id: 2, department: 'Engineering', office: 'Berlin', name: 'Tomás Ruiz' },
  { id: 3, department: 'Design', office: 'Madrid', name: 'Alba Serrano' },
  { id: 4, department: 'Engineering', office: 'Madrid', name: 'Yuki Tanaka' },
  { id: 5, department: 'Engineering', office: 'Berlin', name: 'Lena Vogel' },
  { id: 6, department: 'Sales', office: 'Madrid', name: 'Marco Bianchi' },
  { id: 7, department: 'Design', office: 'Berlin', name: 'Noah Weber' },
];

const columns: GridColDef[] = [
  { field: 'department', headerName: 'Department', width: 150 },
  { field: 'office', headerName: 'Office', width: 120 },
  { field: 'name', headerName: 'Name', flex: 1 },
];

const sortings: Record<string, GridSortModel> = {
  none: [],
  department: [{ field: 'department', sort: 'asc' }],
  office: [{ field: 'office', sort: 'asc' }],
};

export default function RowSpanSortingGrid() {
  const [sortModel, setSortModel] = React.useState<GridSortModel>(sortings.department);

  // The button that matches the current sort, or none after a header click.
  const sortKey =
    Object.keys(sortings).find(
      (key) => JSON.stringify(sortings[key]) === JSON.stringify(sortModel),
    ) ?? null;

  return (
    <Box sx={{ width: '100%' }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={sortKey}
        onChange={(_, value: string | null) => value && setSortModel(sortings[value])}
        aria-label="Sort rows by"
        sx={{ mb: 1 }}
      >
        <ToggleButton value="none">Original order</ToggleButton>
        <ToggleButton value="department">By department</ToggleButton>
        <ToggleButton value="office">By office</ToggleButton>
      </ToggleButtonGroup>
      <Box sx={{ height: 380 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          rowSpanning
          showCellVerticalBorder
          disableRowSelectionOnClick
          sortModel={sortModel}
          onSortModelChange={setSortModel}
          hideFooter
        />
      </Box>
    </Box>
  );
}
