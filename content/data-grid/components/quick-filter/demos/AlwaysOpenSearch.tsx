import * as React from 'react';
import Box from '@mui/material/Box';
import CancelIcon from '@mui/icons-material/Cancel';
import SearchIcon from '@mui/icons-material/Search';
import {
  DataGrid,
  GridColDef,
  QuickFilter,
  QuickFilterClear,
  QuickFilterControl,
  Toolbar,
  ToolbarButton,
} from '@mui/x-data-grid';

interface Contact {
  id: number;
  name: string;
  company: string;
  city: string;
  email: string;
}

const firstNames = ['Olivia', 'Rahul', 'Marta', 'Kenji', 'Chloé', 'Samuel', 'Ines', 'Viktor', 'Nadia', 'Leo'];
const lastNames = ['Hughes', 'Mehta', 'Kowalska', 'Ito', 'Dubois', 'Owusu', 'Pereira', 'Lindqvist'];
const companies = ['Brightwave', 'Copperleaf', 'Northpeak', 'Sablewood'];
const cities = ['Lisbon', 'Osaka', 'Warsaw', 'Lyon', 'Accra', 'New York'];
const rows: Contact[] = Array.from({ length: 30 }, (_, index) => {
  const first = firstNames[index % firstNames.length];
  const last = lastNames[(index * 3) % lastNames.length];
  const company = companies[index % companies.length];
  return {
    id: index + 1,
    name: `${first} ${last}`,
    company,
    city: cities[(index * 5) % cities.length],
    email: `${first.toLowerCase()}.${last.toLowerCase()}@${company.toLowerCase()}.example`,
  };
});

const columns: GridColDef<Contact>[] = [
  { field: 'name', headerName: 'Name', width: 170 },
  { field: 'company', headerName: 'Company', width: 130 },
  { field: 'city', headerName: 'City', width: 110 },
  { field: 'email', headerName: 'Email', flex: 1, minWidth: 220 },
];

// `expanded` stays true, so the field remains visible and reachable with Tab even when empty.
function SearchToolbar() {
  return (
    <Toolbar>
      <QuickFilter expanded>
        <QuickFilterControl
          size="small"
          placeholder="Search contacts"
          aria-label="Search contacts"
          slotProps={{
            input: {
              startAdornment: <SearchIcon fontSize="small" sx={{ mr: 1, color: 'text.secondary' }} />,
              endAdornment: (
                <QuickFilterClear
                  render={(props, state) => (
                    <ToolbarButton
                      {...props}
                      aria-label="Clear search"
                      style={{ visibility: state.value ? 'visible' : 'hidden' }}
                    >
                      <CancelIcon fontSize="small" />
                    </ToolbarButton>
                  )}
                />
              ),
            },
          }}
        />
      </QuickFilter>
    </Toolbar>
  );
}

export default function AlwaysOpenSearch() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} slots={{ toolbar: SearchToolbar }} showToolbar />
    </Box>
  );
}
