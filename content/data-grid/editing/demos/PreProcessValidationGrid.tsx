import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  GridColDef,
  GridEditInputCell,
  GridPreProcessEditCellProps,
  GridRenderEditCellParams,
} from '@mui/x-data-grid';

interface Booking {
  id: number;
  guest: string;
  nights: number;
  guests: number;
}

const rows: Booking[] = [
  { id: 1, guest: 'Hannah Okoro', nights: 3, guests: 2 },
  { id: 2, guest: 'Pierre Laurent', nights: 7, guests: 4 },
  { id: 3, guest: 'Yuki Sato', nights: 1, guests: 1 },
  { id: 4, guest: 'Daniel Costa', nights: 2, guests: 3 },
];

// Draws a red outline while the draft value is invalid.
function ValidatedEditCell(props: GridRenderEditCellParams) {
  return (
    <Box
      sx={{
        width: '100%',
        height: '100%',
        outline: props.error ? '2px solid' : 'none',
        outlineColor: 'error.main',
        outlineOffset: -2,
      }}
    >
      <GridEditInputCell {...props} />
    </Box>
  );
}

const columns: GridColDef<Booking>[] = [
  { field: 'guest', headerName: 'Guest', flex: 1 },
  {
    field: 'nights',
    headerName: 'Nights (1-14)',
    type: 'number',
    width: 140,
    editable: true,
    preProcessEditCellProps: (params: GridPreProcessEditCellProps) => {
      const value = Number(params.props.value);
      return { ...params.props, error: !Number.isInteger(value) || value < 1 || value > 14 };
    },
    renderEditCell: (params) => <ValidatedEditCell {...params} />,
  },
  {
    field: 'guests',
    headerName: 'Guests (1-4)',
    type: 'number',
    width: 140,
    editable: true,
    preProcessEditCellProps: (params: GridPreProcessEditCellProps) => {
      const value = Number(params.props.value);
      return { ...params.props, error: !Number.isInteger(value) || value < 1 || value > 4 };
    },
    renderEditCell: (params) => <ValidatedEditCell {...params} />,
  },
];

export default function PreProcessValidationGrid() {
  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ height: 300 }}>
        <DataGrid rows={rows} columns={columns} />
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        Type 20 nights and press Enter: the cell stays open until the value is back in range.
      </Typography>
    </Box>
  );
}
