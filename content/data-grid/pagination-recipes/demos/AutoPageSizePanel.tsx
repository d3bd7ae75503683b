import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import { DataGrid, GridColDef } from '@mui/x-data-grid';

interface Contact {
  id: number;
  name: string;
  company: string;
  phone: string;
}

const first = ['Ana', 'Ben', 'Cleo', 'Dev', 'Eli', 'Fay', 'Gus', 'Hana'];
const companies = ['Alder & Co', 'Brightside', 'Cinder Labs', 'Dovetail'];
const rows: Contact[] = Array.from({ length: 40 }, (_, index) => ({
  id: index + 1,
  name: `${first[index % first.length]} ${String.fromCharCode(65 + ((index * 7) % 26))}.`,
  company: companies[index % companies.length],
  phone: `+1 555 01${String(index).padStart(2, '0')}`,
}));

const columns: GridColDef<Contact>[] = [
  { field: 'name', headerName: 'Name', flex: 1 },
  { field: 'company', headerName: 'Company', flex: 1 },
  { field: 'phone', headerName: 'Phone', width: 150 },
];

export default function AutoPageSizePanel() {
  const [height, setHeight] = React.useState(360);

  return (
    <Box sx={{ width: '100%' }}>
      <Typography id="panel-height-label" variant="body2">
        Panel height: {height} px
      </Typography>
      <Slider
        aria-labelledby="panel-height-label"
        value={height}
        min={240}
        max={560}
        step={40}
        onChange={(_event, value) => setHeight(value as number)}
        sx={{ maxWidth: 320 }}
      />
      {/* The page size follows the height: no scrolling inside a page. */}
      <Box sx={{ height }}>
        <DataGrid rows={rows} columns={columns} autoPageSize density="compact" />
      </Box>
    </Box>
  );
}
