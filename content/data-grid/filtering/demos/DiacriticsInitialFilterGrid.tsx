import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { DataGrid, GridColDef } from '@mui/x-data-grid';

interface Cafe {
  id: number;
  name: string;
  city: string;
  rating: number;
}

const rows: Cafe[] = [
  { id: 1, name: 'Café de Flore', city: 'Paris', rating: 4.3 },
  { id: 2, name: 'Cafe Central', city: 'Vienna', rating: 4.5 },
  { id: 3, name: 'Café Tortoni', city: 'Buenos Aires', rating: 4.2 },
  { id: 4, name: 'Kaffeehaus Sperl', city: 'Vienna', rating: 4.4 },
  { id: 5, name: 'Caffè Florian', city: 'Venice', rating: 4.1 },
];

const columns: GridColDef<Cafe>[] = [
  { field: 'name', headerName: 'Name', flex: 1 },
  { field: 'city', headerName: 'City', width: 150 },
  { field: 'rating', headerName: 'Rating', type: 'number', width: 100 },
];

export default function DiacriticsInitialFilterGrid() {
  const [ignoreDiacritics, setIgnoreDiacritics] = React.useState(true);

  return (
    <Box sx={{ width: '100%' }}>
      <FormControlLabel
        control={
          <Switch
            checked={ignoreDiacritics}
            onChange={(event) => setIgnoreDiacritics(event.target.checked)}
          />
        }
        label="ignoreDiacritics"
      />
      <Box sx={{ height: 330 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          ignoreDiacritics={ignoreDiacritics}
          // Applied once on mount; users can then edit or remove the filter.
          initialState={{
            filter: {
              filterModel: { items: [{ field: 'name', operator: 'startsWith', value: 'cafe' }] },
            },
          }}
        />
      </Box>
    </Box>
  );
}
