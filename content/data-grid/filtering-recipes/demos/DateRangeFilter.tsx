import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import {
  DataGrid,
  getGridDateOperators,
  GridColDef,
  GridFilterInputValueProps,
  GridFilterOperator,
} from '@mui/x-data-grid';

interface Payment {
  id: number;
  payer: string;
  paidOn: Date;
  amount: number;
}

const payers = ['Northwind', 'Contoso', 'Fabrikam', 'Tailspin', 'Litware', 'Adatum'];
const rows: Payment[] = Array.from({ length: 18 }, (_, index) => ({
  id: index + 1,
  payer: payers[index % payers.length],
  paidOn: new Date(2026, index % 6, 1 + ((index * 5) % 27)),
  amount: 300 + ((index * 211) % 2400),
}));

type Range = [string, string]; // ISO dates, 'YYYY-MM-DD'; empty string for an open end

function DateRangeInput(props: GridFilterInputValueProps) {
  const { item, applyValue } = props;
  const [from, to] = (item.value as Range | undefined) ?? ['', ''];
  const update = (next: Range) => applyValue({ ...item, value: next });

  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-end', height: 48, pl: 1 }}>
      <TextField
        type="date"
        label="From"
        variant="standard"
        value={from}
        onChange={(event) => update([event.target.value, to])}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <TextField
        type="date"
        label="To"
        variant="standard"
        value={to}
        onChange={(event) => update([from, event.target.value])}
        slotProps={{ inputLabel: { shrink: true } }}
      />
    </Stack>
  );
}

const toDay = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

const betweenOperator: GridFilterOperator<Payment, Date> = {
  label: 'between',
  value: 'between',
  getApplyFilterFn: (filterItem) => {
    const [from, to] = (filterItem.value as Range | undefined) ?? ['', ''];
    if (!from && !to) {
      return null; // no bounds: the filter is inactive
    }
    // Compare calendar days as strings, which sort like dates in this format.
    return (value) => {
      if (!value) return false;
      const day = toDay(value);
      return (!from || day >= from) && (!to || day <= to);
    };
  },
  InputComponent: DateRangeInput,
};

const columns: GridColDef<Payment>[] = [
  { field: 'payer', headerName: 'Payer', flex: 1 },
  {
    field: 'paidOn',
    headerName: 'Paid on',
    type: 'date',
    width: 140,
    filterOperators: [betweenOperator, ...getGridDateOperators()],
  },
  { field: 'amount', headerName: 'Amount', type: 'number', width: 110 },
];

export default function DateRangeFilter() {
  return (
    <Box sx={{ height: 440, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        initialState={{
          filter: {
            filterModel: { items: [{ field: 'paidOn', operator: 'between', value: ['2026-02-01', '2026-03-31'] }] },
          },
        }}
      />
    </Box>
  );
}
