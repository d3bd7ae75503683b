import * as React from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { DataGrid, GridColDef, GridRowId, useGridApiRef } from '@mui/x-data-grid';

interface Employee {
  id: number;
  name: string;
  department: string;
  office: string;
}

const first = ['Ada', 'Bea', 'Cem', 'Dov', 'Eli', 'Fay', 'Gil', 'Hal', 'Ike', 'Joy', 'Kai', 'Lia'];
const last = ['Okoro', 'Silva', 'Novak', 'Haddad', 'Berg', 'Tanaka', 'Rossi', 'Ng', 'Walsh', 'Diaz'];
const departments = ['Sales', 'Engineering', 'Support', 'Finance', 'Legal'];
const offices = ['Dublin', 'Austin', 'Pune', 'Tallinn', 'Nairobi'];

const rows: Employee[] = Array.from({ length: 300 }, (_, index) => ({
  id: index + 1,
  name: `${first[index % first.length]} ${last[(index * 7) % last.length]}`,
  department: departments[(index * 3) % departments.length],
  office: offices[(index * 11) % offices.length],
}));

const columns: GridColDef<Employee>[] = [
  { field: 'id', headerName: 'ID', width: 80 },
  { field: 'name', headerName: 'Name', flex: 1 },
  { field: 'department', headerName: 'Department', width: 140 },
  { field: 'office', headerName: 'Office', width: 120 },
];

export default function ScrollToRowById() {
  const apiRef = useGridApiRef();

  const reveal = (id: GridRowId) => {
    const api = apiRef.current;
    if (!api) return;
    // The index among the rows the user can reach, after sorting and filtering.
    const rowIndex = api.getRowIndexRelativeToVisibleRows(id);
    if (rowIndex < 0) return;
    api.scrollToIndexes({ rowIndex });
    api.selectRow(id, true, true);
  };

  return (
    <Box sx={{ width: '100%' }}>
      <Autocomplete
        options={rows}
        getOptionLabel={(option) => `${option.name} (#${option.id})`}
        onChange={(_event, option) => option && reveal(option.id)}
        renderInput={(params) => <TextField {...params} label="Find an employee" size="small" />}
        sx={{ mb: 1, maxWidth: 360 }}
      />
      <Box sx={{ height: 380 }}>
        <DataGrid apiRef={apiRef} rows={rows} columns={columns} hideFooter />
      </Box>
    </Box>
  );
}
