import * as React from 'react';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import {
  DataGrid,
  GridColDef,
  GridColumnVisibilityModel,
  useGridApiRef,
} from '@mui/x-data-grid';

const rows = [
  { id: 1, name: 'Nadia Petrova', email: 'nadia@example.com', phone: '+359 2 555 0101', city: 'Sofia' },
  { id: 2, name: 'Eamon Walsh', email: 'eamon@example.com', phone: '+353 1 555 0192', city: 'Dublin' },
  { id: 3, name: 'Lucía Romero', email: 'lucia@example.com', phone: '+34 91 555 0143', city: 'Madrid' },
];

const columns: GridColDef[] = [
  { field: 'name', headerName: 'Name', width: 160 },
  { field: 'email', headerName: 'E-mail', width: 190 },
  { field: 'phone', headerName: 'Phone', width: 170 },
  { field: 'city', headerName: 'City', width: 120 },
];

const TOGGLABLE = ['email', 'phone', 'city'];

export default function VisibilityApiGrid() {
  const apiRef = useGridApiRef();
  // Mirrors the grid's state; the grid itself stays uncontrolled.
  const [model, setModel] = React.useState<GridColumnVisibilityModel>({});

  return (
    <Box sx={{ width: '100%' }}>
      <FormGroup row sx={{ mb: 1 }}>
        {TOGGLABLE.map((field) => (
          <FormControlLabel
            key={field}
            label={columns.find((column) => column.field === field)?.headerName}
            control={
              <Checkbox
                checked={model[field] !== false}
                onChange={(event) => apiRef.current?.setColumnVisibility(field, event.target.checked)}
              />
            }
          />
        ))}
      </FormGroup>
      <Box sx={{ height: 260 }}>
        <DataGrid
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          hideFooter
          onColumnVisibilityModelChange={setModel}
        />
      </Box>
    </Box>
  );
}
