import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import FilterListIcon from '@mui/icons-material/FilterList';
import ViewColumnIcon from '@mui/icons-material/ViewColumn';
import { ColumnsPanelTrigger, DataGrid, FilterPanelTrigger, GridColDef, Toolbar } from '@mui/x-data-grid';

interface Vacancy {
  id: number;
  title: string;
  team: string;
  location: string;
  applicants: number;
}

const titles = [
  'Frontend engineer',
  'Data scientist',
  'Product designer',
  'SRE',
  'Technical writer',
  'QA analyst',
];
const teams = ['Web', 'ML', 'Design', 'Platform', 'Docs', 'Quality'];
const locations = ['Remote', 'Berlin', 'Toronto', 'Remote', 'Lisbon', 'Singapore'];
const rows: Vacancy[] = titles.map((title, index) => ({
  id: index + 1,
  title,
  team: teams[index],
  location: locations[index],
  applicants: 4 + ((index * 17) % 60),
}));

const columns: GridColDef<Vacancy>[] = [
  { field: 'title', headerName: 'Role', flex: 1 },
  { field: 'team', headerName: 'Team', width: 110 },
  { field: 'location', headerName: 'Location', width: 120 },
  { field: 'applicants', headerName: 'Applicants', type: 'number', width: 120 },
];

// Labelled buttons instead of icons: each trigger renders a Material UI Button.
function LabelledToolbar() {
  return (
    <Toolbar>
      <ColumnsPanelTrigger render={<Button size="small" startIcon={<ViewColumnIcon />} />}>
        Columns
      </ColumnsPanelTrigger>
      <Divider orientation="vertical" flexItem sx={{ mx: 0.5 }} />
      <FilterPanelTrigger
        render={(props, state) => (
          <Button {...props} size="small" startIcon={<FilterListIcon />}>
            {state.filterCount > 0 ? `Filters (${state.filterCount})` : 'Filters'}
          </Button>
        )}
      />
    </Toolbar>
  );
}

export default function TextButtonsToolbar() {
  return (
    <Box sx={{ height: 380, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        slots={{ toolbar: LabelledToolbar }}
        showToolbar
        initialState={{
          filter: { filterModel: { items: [{ field: 'location', operator: 'equals', value: 'Remote' }] } },
        }}
      />
    </Box>
  );
}
