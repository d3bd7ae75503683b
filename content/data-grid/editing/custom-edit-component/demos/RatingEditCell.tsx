import * as React from 'react';
import Box from '@mui/material/Box';
import Rating from '@mui/material/Rating';
import {
  DataGrid,
  GridColDef,
  GridRenderCellParams,
  GridRenderEditCellParams,
  useGridApiContext,
} from '@mui/x-data-grid';

interface Review {
  id: number;
  restaurant: string;
  city: string;
  stars: number;
}

const rows: Review[] = [
  { id: 1, restaurant: 'Osteria Nonna', city: 'Bologna', stars: 4 },
  { id: 2, restaurant: 'Sakura Tei', city: 'Kyoto', stars: 5 },
  { id: 3, restaurant: 'Le Petit Zinc', city: 'Lyon', stars: 3 },
  { id: 4, restaurant: 'Casa Oaxaca', city: 'Oaxaca', stars: 4 },
  { id: 5, restaurant: 'Smokehouse 19', city: 'Austin', stars: 2 },
];

function StarsEditCell({ id, field, value }: GridRenderEditCellParams<Review, number>) {
  const apiRef = useGridApiContext();
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', px: 1, height: '100%' }}>
      <Rating
        name={`stars-${id}`}
        value={value ?? 0}
        // Writes the draft value; the edit is committed when the cell loses edit mode.
        onChange={(_event, newValue) => apiRef.current.setEditCellValue({ id, field, value: newValue ?? 0 })}
      />
    </Box>
  );
}

const columns: GridColDef<Review>[] = [
  { field: 'restaurant', headerName: 'Restaurant', flex: 1 },
  { field: 'city', headerName: 'City', width: 120 },
  {
    field: 'stars',
    headerName: 'Rating',
    type: 'number',
    width: 180,
    editable: true,
    renderCell: ({ value }: GridRenderCellParams<Review, number>) => (
      <Rating value={value ?? 0} readOnly size="small" sx={{ verticalAlign: 'middle' }} />
    ),
    renderEditCell: (params) => <StarsEditCell {...params} />,
  },
];

export default function RatingEditCell() {
  return (
    <Box sx={{ height: 340, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} hideFooter />
    </Box>
  );
}
