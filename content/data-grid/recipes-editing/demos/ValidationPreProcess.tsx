import * as React from 'react';
import Box from '@mui/material/Box';
import Tooltip from '@mui/material/Tooltip';
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
  email: string;
  nights: number;
}

const rows: Booking[] = [
  { id: 1, guest: 'Noor Haddad', email: 'noor@example.com', nights: 3 },
  { id: 2, guest: 'Jonas Berg', email: 'jonas@example.org', nights: 1 },
  { id: 3, guest: 'Mei Lin', email: 'mei.lin@example.net', nights: 7 },
];

// Shows the error message next to the input while the value is invalid.
function EditCellWithError(props: GridRenderEditCellParams) {
  const { error } = props;
  return (
    <Tooltip open={Boolean(error)} title={typeof error === 'string' ? error : ''} placement="bottom-start">
      <Box
        sx={{
          width: '100%',
          height: '100%',
          display: 'flex',
          outline: error ? '2px solid' : 'none',
          outlineColor: 'error.main',
          outlineOffset: -2,
        }}
      >
        <GridEditInputCell {...props} />
      </Box>
    </Tooltip>
  );
}

const columns: GridColDef<Booking>[] = [
  { field: 'guest', headerName: 'Guest', width: 160, editable: true },
  {
    field: 'email',
    headerName: 'Email',
    flex: 1,
    editable: true,
    preProcessEditCellProps: (params: GridPreProcessEditCellProps<string>) => {
      const valid = /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(params.props.value ?? '');
      return { ...params.props, error: valid ? false : 'Enter an email address like name@example.com' };
    },
    renderEditCell: (params) => <EditCellWithError {...params} />,
  },
  {
    field: 'nights',
    headerName: 'Nights',
    type: 'number',
    width: 110,
    editable: true,
    preProcessEditCellProps: (params: GridPreProcessEditCellProps<number>) => {
      const nights = params.props.value ?? 0;
      const error = nights < 1 || nights > 30 ? 'Between 1 and 30 nights' : false;
      return { ...params.props, error };
    },
    renderEditCell: (params) => <EditCellWithError {...params} />,
  },
];

export default function ValidationPreProcess() {
  return (
    <Box sx={{ height: 300, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} hideFooter />
    </Box>
  );
}
