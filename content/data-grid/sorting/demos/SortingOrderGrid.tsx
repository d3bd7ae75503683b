import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, GridColDef } from '@mui/x-data-grid';

interface Game {
  id: number;
  title: string;
  rating: number;
  players: number;
}

const rows: Game[] = [
  { id: 1, title: 'Harbor Lights', rating: 4.6, players: 12800 },
  { id: 2, title: 'Crystal Caves', rating: 3.9, players: 54000 },
  { id: 3, title: 'Night Courier', rating: 4.8, players: 7600 },
  { id: 4, title: 'Orbit Garden', rating: 4.1, players: 23100 },
  { id: 5, title: 'Paper Knights', rating: 3.5, players: 88200 },
];

const columns: GridColDef<Game>[] = [
  // This column overrides the grid-level cycle and sorts A to Z first.
  { field: 'title', headerName: 'Title', flex: 1, sortingOrder: ['asc', 'desc'] },
  { field: 'rating', headerName: 'Rating', type: 'number', width: 110 },
  { field: 'players', headerName: 'Players', type: 'number', width: 130 },
];

export default function SortingOrderGrid() {
  return (
    <Box sx={{ height: 340, width: '100%' }}>
      {/* Numbers start with the highest value and never go back to unsorted. */}
      <DataGrid rows={rows} columns={columns} sortingOrder={['desc', 'asc']} />
    </Box>
  );
}
