import * as React from 'react';
import Box from '@mui/material/Box';
import ViewColumnIcon from '@mui/icons-material/ViewColumn';
import FilterListIcon from '@mui/icons-material/FilterList';
import { ColumnsPanelTrigger, DataGrid, FilterPanelTrigger, GridColDef, Toolbar } from '@mui/x-data-grid';

interface Employee {
  id: number;
  name: string;
  team: string;
  office: string;
  startYear: number;
}

const names = [
  'Amara Obi',
  'Jonas Berg',
  'Priya Nair',
  'Mateo Ruiz',
  'Sofia Rossi',
  'Chen Wei',
  'Noah Clarke',
];
const teams = ['Design', 'Platform', 'Support', 'Sales'];
const offices = ['Berlin', 'Toronto', 'Singapore'];
const rows: Employee[] = names.map((name, index) => ({
  id: index + 1,
  name,
  team: teams[index % teams.length],
  office: offices[(index * 2) % offices.length],
  startYear: 2014 + ((index * 3) % 11),
}));

const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', flex: 1 },
  { field: 'team', headerName: 'Team', width: 130 },
  { field: 'office', headerName: 'Office', width: 130 },
  {
    field: 'startYear',
    headerName: 'Since',
    type: 'number',
    width: 100,
    valueFormatter: (value: number) => String(value),
  },
];

// `className` accepts a function of the part's state; the toolbar styles the resulting classes.
function ClassNameToolbar() {
  const triggerClass = (state: { open: boolean }) => (state.open ? 'trigger trigger-open' : 'trigger');
  return (
    <Toolbar style={{ justifyContent: 'flex-start', gap: 8 }}>
      <ColumnsPanelTrigger className={triggerClass} startIcon={<ViewColumnIcon />}>
        Columns
      </ColumnsPanelTrigger>
      <FilterPanelTrigger className={triggerClass} startIcon={<FilterListIcon />}>
        Filters
      </FilterPanelTrigger>
    </Toolbar>
  );
}

export default function ClassNameStateToolbar() {
  return (
    <Box
      sx={{
        height: 380,
        width: '100%',
        '& .trigger': { borderRadius: 4, px: 1.5, transition: 'background-color 150ms' },
        '& .trigger-open': { bgcolor: 'primary.main', color: 'primary.contrastText' },
        '& .trigger-open:hover': { bgcolor: 'primary.dark' },
      }}
    >
      <DataGrid rows={rows} columns={columns} slots={{ toolbar: ClassNameToolbar }} showToolbar />
    </Box>
  );
}
