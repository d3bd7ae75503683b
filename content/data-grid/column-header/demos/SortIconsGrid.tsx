import * as React from 'react';
import Box from '@mui/material/Box';
import KeyboardArrowUpIcon from '@mui/icons-material/KeyboardArrowUp';
import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown';
import { DataGrid, GridColDef } from '@mui/x-data-grid';

// Forward the className so the grid's icon styles still apply.
function AscendingIcon(props: { className?: string }) {
  return <KeyboardArrowUpIcon className={props.className} fontSize="small" />;
}

function DescendingIcon(props: { className?: string }) {
  return <KeyboardArrowDownIcon className={props.className} fontSize="small" />;
}

const rows = [
  { id: 1, team: 'Falcons', played: 12, won: 9, points: 28, form: 'WWDWL' },
  { id: 2, team: 'Otters', played: 12, won: 7, points: 23, form: 'WLWWD' },
  { id: 3, team: 'Lynx', played: 12, won: 6, points: 20, form: 'DWLWW' },
  { id: 4, team: 'Herons', played: 12, won: 4, points: 15, form: 'LLWDW' },
];

const columns: GridColDef[] = [
  { field: 'team', headerName: 'Team', flex: 1, minWidth: 120 },
  // Sortable, but the arrow is never shown.
  { field: 'played', headerName: 'Played', type: 'number', width: 110, hideSortIcons: true },
  { field: 'won', headerName: 'Won', type: 'number', width: 100 },
  // Descending first, and no way back to unsorted.
  { field: 'points', headerName: 'Points', type: 'number', width: 110, sortingOrder: ['desc', 'asc'] },
  // Not sortable: clicking the header does nothing, and there is no menu either.
  { field: 'form', headerName: 'Form', width: 110, sortable: false, disableColumnMenu: true },
];

export default function SortIconsGrid() {
  return (
    <Box sx={{ height: 300, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        hideFooter
        slots={{
          columnSortedAscendingIcon: AscendingIcon,
          columnSortedDescendingIcon: DescendingIcon,
        }}
        initialState={{ sorting: { sortModel: [{ field: 'points', sort: 'desc' }] } }}
      />
    </Box>
  );
}
