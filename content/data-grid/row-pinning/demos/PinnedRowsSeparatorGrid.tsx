import * as React from 'react';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { DataGridPro, GridColDef, GridPinnedRowsProp } from '@mui/x-data-grid-pro';

type Separator = 'border' | 'border-and-shadow';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

const rows = months.map((month, index) => ({
  id: index + 1,
  month,
  kwh: 310 + ((index * 47) % 180),
}));

const average = Math.round(rows.reduce((sum, row) => sum + row.kwh, 0) / rows.length);

const pinnedRows: GridPinnedRowsProp = {
  top: [{ id: 'budget', month: 'Budget per month', kwh: 400 }],
  bottom: [{ id: 'average', month: 'Average', kwh: average }],
};

const columns: GridColDef[] = [
  { field: 'month', headerName: 'Month', flex: 1 },
  { field: 'kwh', headerName: 'Consumption (kWh)', type: 'number', width: 180 },
];

export default function PinnedRowsSeparatorGrid() {
  const [separator, setSeparator] = React.useState<Separator>('border-and-shadow');

  return (
    <Box sx={{ width: '100%' }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={separator}
        onChange={(_, value: Separator | null) => value && setSeparator(value)}
        aria-label="Pinned rows separator"
        sx={{ mb: 1 }}
      >
        <ToggleButton value="border-and-shadow">Border and shadow</ToggleButton>
        <ToggleButton value="border">Border only</ToggleButton>
      </ToggleButtonGroup>
      <Box
        sx={{
          height: 360,
          '& .MuiDataGrid-pinnedRows--top .MuiDataGrid-row': {
            bgcolor: 'rgba(25, 118, 210, 0.08)',
            fontStyle: 'italic',
          },
          '& .MuiDataGrid-pinnedRows--bottom .MuiDataGrid-row': {
            bgcolor: 'rgba(46, 125, 50, 0.1)',
            fontWeight: 'bold',
          },
        }}
      >
        <DataGridPro
          rows={rows}
          columns={columns}
          pinnedRows={pinnedRows}
          pinnedRowsSectionSeparator={separator}
          hideFooter
        />
      </Box>
    </Box>
  );
}
