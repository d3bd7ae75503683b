import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { DataGrid, GridColDef, GridRowSpacingParams } from '@mui/x-data-grid';

interface Card {
  id: number;
  customer: string;
  plan: string;
  seats: number;
}

const rows: Card[] = ['Orchard Bank', 'Pebble Studio', 'Quarry Labs', 'Ridge Outdoor', 'Sable Health', 'Tidal Games'].map(
  (customer, index) => ({ id: index + 1, customer, plan: ['Team', 'Business', 'Enterprise'][index % 3], seats: 5 + index * 12 }),
);

const columns: GridColDef<Card>[] = [
  { field: 'customer', headerName: 'Customer', flex: 1 },
  { field: 'plan', headerName: 'Plan', width: 120 },
  { field: 'seats', headerName: 'Seats', type: 'number', width: 90 },
];

// No space above the first visible row or below the last one.
const getRowSpacing = (params: GridRowSpacingParams) => ({
  top: params.isFirstVisible ? 0 : 4,
  bottom: params.isLastVisible ? 0 : 4,
});

export default function RowSpacingGrid() {
  const [asBorder, setAsBorder] = React.useState(false);

  return (
    <Box sx={{ width: '100%' }}>
      <FormControlLabel
        control={<Switch checked={asBorder} onChange={(event) => setAsBorder(event.target.checked)} />}
        label="rowSpacingType: border"
      />
      <Box
        sx={{
          height: 400,
          '& .MuiDataGrid-row': { bgcolor: 'background.paper' },
          '& .MuiDataGrid-main': { bgcolor: 'action.hover' },
        }}
      >
        <DataGrid
          rows={rows}
          columns={columns}
          getRowSpacing={getRowSpacing}
          rowSpacingType={asBorder ? 'border' : 'margin'}
          hideFooter
        />
      </Box>
    </Box>
  );
}
