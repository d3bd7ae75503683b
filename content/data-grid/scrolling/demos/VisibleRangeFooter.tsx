import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGrid,
  GridColDef,
  GridFooterContainer,
  GridScrollParams,
  useGridApiContext,
  useGridEvent,
} from '@mui/x-data-grid';

interface Transaction {
  id: number;
  reference: string;
  account: string;
  amount: number;
}

const accounts = ['Checking', 'Savings', 'Credit card', 'Brokerage'];
const rows: Transaction[] = Array.from({ length: 2000 }, (_, index) => ({
  id: index + 1,
  reference: `TX-${(700000 + index * 13).toString(36).toUpperCase()}`,
  account: accounts[index % accounts.length],
  amount: Math.round(((index * 7919) % 50000) - 25000) / 100,
}));

const columns: GridColDef<Transaction>[] = [
  { field: 'id', headerName: '#', width: 80 },
  { field: 'reference', headerName: 'Reference', flex: 1 },
  { field: 'account', headerName: 'Account', width: 140 },
  { field: 'amount', headerName: 'Amount ($)', type: 'number', width: 130 },
];

// A footer that follows the scroll: inside the grid, hooks get the grid's apiRef from context.
function RangeFooter() {
  const apiRef = useGridApiContext();
  const [range, setRange] = React.useState<[number, number] | null>(null);

  useGridEvent(apiRef, 'scrollPositionChange', (params: GridScrollParams) => {
    if (params.renderContext) {
      setRange([params.renderContext.firstRowIndex + 1, params.renderContext.lastRowIndex]);
    }
  });

  return (
    <GridFooterContainer sx={{ px: 2, typography: 'body2' }}>
      <span aria-live="polite">
        {range ? `Rendering rows ${range[0]}–${range[1]} of ${rows.length}` : 'Scroll the grid'}
      </span>
    </GridFooterContainer>
  );
}

export default function VisibleRangeFooter() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} slots={{ footer: RangeFooter }} />
    </Box>
  );
}
