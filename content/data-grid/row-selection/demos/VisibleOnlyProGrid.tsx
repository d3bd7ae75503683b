import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { DataGridPro, GridColDef, useGridApiRef } from '@mui/x-data-grid-pro';

interface Shipment {
  id: number;
  tracking: string;
  destination: string;
  weight: number;
}

const destinations = ['Oslo', 'Lagos', 'Quito', 'Hanoi', 'Perth', 'Tunis'];

const rows: Shipment[] = Array.from({ length: 24 }, (_, index) => ({
  id: index + 1,
  tracking: `TRK-${String(4100 + index * 7)}`,
  destination: destinations[index % destinations.length],
  weight: 1 + ((index * 13) % 40) / 2,
}));

const columns: GridColDef<Shipment>[] = [
  { field: 'tracking', headerName: 'Tracking', width: 130 },
  { field: 'destination', headerName: 'Destination', flex: 1 },
  { field: 'weight', headerName: 'Weight (kg)', type: 'number', width: 130 },
];

export default function VisibleOnlyProGrid() {
  const apiRef = useGridApiRef();
  const [visibleOnly, setVisibleOnly] = React.useState(true);
  const [count, setCount] = React.useState(0);

  const handleChange = () => {
    // getSelectedRows resolves both the include and the exclude form.
    setCount(apiRef.current?.getSelectedRows().size ?? 0);
  };

  return (
    <Box sx={{ width: '100%' }}>
      <FormControlLabel
        control={
          <Switch
            checked={visibleOnly}
            onChange={(event) => {
              setVisibleOnly(event.target.checked);
              setCount(0);
            }}
          />
        }
        label="checkboxSelectionVisibleOnly"
      />
      <Box sx={{ height: 400 }}>
        <DataGridPro
          key={String(visibleOnly)}
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          checkboxSelection
          checkboxSelectionVisibleOnly={visibleOnly}
          pagination
          pageSizeOptions={[5]}
          initialState={{ pagination: { paginationModel: { pageSize: 5 } } }}
          onRowSelectionModelChange={handleChange}
        />
      </Box>
      <Typography variant="body2" sx={{ mt: 1 }}>
        Click the header checkbox: {count} of {rows.length} rows selected.
      </Typography>
    </Box>
  );
}
