import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGrid, GridColDef, GridRowParams } from '@mui/x-data-grid';

interface Sku {
  id: number;
  sku: string;
  warehouse: string;
  onHand: number;
}

const warehouses = ['Rotterdam', 'Leipzig', 'Lyon', 'Milan', 'Poznań'];

// Rows and columns live outside the component: they never change identity.
const rows: Sku[] = Array.from({ length: 5000 }, (_, index) => ({
  id: index + 1,
  sku: `SKU-${(10000 + index).toString(16).toUpperCase()}`,
  warehouse: warehouses[index % warehouses.length],
  onHand: (index * 37) % 900,
}));

const columns: GridColDef<Sku>[] = [
  { field: 'sku', headerName: 'SKU', flex: 1 },
  { field: 'warehouse', headerName: 'Warehouse', width: 140 },
  { field: 'onHand', headerName: 'On hand', type: 'number', width: 110 },
];

export default function StableProps() {
  const [now, setNow] = React.useState(() => new Date());
  const [lastClicked, setLastClicked] = React.useState<string>('none');

  // The parent re-renders every second for the clock.
  React.useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 1000);
    return () => clearInterval(timer);
  }, []);

  // A stable callback: the grid's props do not change when the clock ticks.
  const handleRowClick = React.useCallback(
    (params: GridRowParams<Sku>) => setLastClicked(params.row.sku),
    [],
  );

  return (
    <Box sx={{ width: '100%' }}>
      <Typography variant="body2" sx={{ mb: 1 }}>
        {now.toLocaleTimeString('en-GB')} · last clicked: {lastClicked}
      </Typography>
      <Box sx={{ height: 380 }}>
        <DataGrid rows={rows} columns={columns} onRowClick={handleRowClick} hideFooter />
      </Box>
    </Box>
  );
}
