import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  GridColDef,
  GridFooterContainer,
  gridFilteredSortedRowIdsSelector,
  gridRowCountSelector,
  gridRowSelectionCountSelector,
  useGridApiContext,
  useGridSelector,
} from '@mui/x-data-grid';

interface Expense {
  id: number;
  description: string;
  category: string;
  amount: number;
}

const categories = ['Travel', 'Meals', 'Software', 'Office'];
const descriptions = ['Train to Lyon', 'Team lunch', 'Design tool seat', 'Printer paper', 'Taxi', 'Client dinner', 'Hosting', 'Chairs'];
const rows: Expense[] = Array.from({ length: 24 }, (_, index) => ({
  id: index + 1,
  description: descriptions[index % descriptions.length],
  category: categories[index % categories.length],
  amount: 12 + ((index * 37) % 180) + 0.5 * (index % 2),
}));

const euro = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'EUR' });

function SummaryFooter() {
  const apiRef = useGridApiContext();
  const total = useGridSelector(apiRef, gridRowCountSelector);
  const visibleIds = useGridSelector(apiRef, gridFilteredSortedRowIdsSelector);
  const selected = useGridSelector(apiRef, gridRowSelectionCountSelector);
  const visibleSum = visibleIds.reduce<number>((sum, id) => sum + (apiRef.current.getRow(id)?.amount ?? 0), 0);

  return (
    <GridFooterContainer sx={{ px: 2, gap: 2, justifyContent: 'flex-start' }}>
      <Typography variant="body2">
        {visibleIds.length} of {total} expenses shown
      </Typography>
      <Typography variant="body2">{selected} selected</Typography>
      <Typography variant="body2" sx={{ ml: 'auto', fontWeight: 600 }}>
        Shown total: {euro.format(visibleSum)}
      </Typography>
    </GridFooterContainer>
  );
}

const columns: GridColDef<Expense>[] = [
  { field: 'description', headerName: 'Description', flex: 1 },
  { field: 'category', headerName: 'Category', width: 120 },
  { field: 'amount', headerName: 'Amount', type: 'number', width: 120, valueFormatter: (v: number) => euro.format(v) },
];

export default function FooterRowSummary() {
  return (
    <Box sx={{ height: 440, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        checkboxSelection
        showToolbar
        slots={{ footer: SummaryFooter }}
      />
    </Box>
  );
}
