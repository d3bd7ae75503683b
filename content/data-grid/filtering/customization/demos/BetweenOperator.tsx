import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import {
  DataGrid,
  GridColDef,
  GridFilterInputValueProps,
  GridFilterOperator,
  getGridNumericOperators,
} from '@mui/x-data-grid';

interface Athlete {
  id: number;
  name: string;
  country: string;
  age: number;
}

const names = [
  'Ama',
  'Björn',
  'Chiara',
  'Dev',
  'Elif',
  'Fatou',
  'Gus',
  'Hyejin',
  'Ivo',
  'Jin',
  'Kalani',
  'Luca',
];
const countries = ['GHA', 'SWE', 'ITA', 'IND', 'TUR', 'SEN', 'AUS', 'KOR'];
const rows: Athlete[] = names.map((name, index) => ({
  id: index + 1,
  name,
  country: countries[(index * 3) % countries.length],
  age: 17 + ((index * 7) % 22),
}));

type Range = [number | undefined, number | undefined];

function RangeInput({ item, applyValue }: GridFilterInputValueProps) {
  const [low, high] = (item.value as Range | undefined) ?? [undefined, undefined];
  const update = (index: 0 | 1, text: string) => {
    const next: Range = [low, high];
    next[index] = text === '' ? undefined : Number(text);
    applyValue({ ...item, value: next });
  };
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-end', height: 48, pl: 1 }}>
      <TextField
        label="From"
        type="number"
        variant="standard"
        value={low ?? ''}
        onChange={(event) => update(0, event.target.value)}
        sx={{ width: 70 }}
      />
      <TextField
        label="To"
        type="number"
        variant="standard"
        value={high ?? ''}
        onChange={(event) => update(1, event.target.value)}
        sx={{ width: 70 }}
      />
    </Stack>
  );
}

const betweenOperator: GridFilterOperator<Athlete, number> = {
  label: 'between',
  value: 'between',
  // Returns null while the range is empty: the item is then ignored instead of hiding every row.
  getApplyFilterFn: (filterItem) => {
    const [low, high] = (filterItem.value as Range | undefined) ?? [];
    if (low === undefined && high === undefined) return null;
    return (value) => (low === undefined || value >= low) && (high === undefined || value <= high);
  },
  InputComponent: RangeInput,
  getValueAsString: (value: Range) => `${value?.[0] ?? '…'}–${value?.[1] ?? '…'}`,
};

const columns: GridColDef<Athlete>[] = [
  { field: 'name', headerName: 'Name', flex: 1 },
  { field: 'country', headerName: 'Country', width: 110 },
  {
    field: 'age',
    headerName: 'Age',
    type: 'number',
    width: 100,
    filterOperators: [betweenOperator, ...getGridNumericOperators()],
  },
];

export default function BetweenOperator() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        initialState={{
          filter: { filterModel: { items: [{ field: 'age', operator: 'between', value: [20, 30] }] } },
        }}
      />
    </Box>
  );
}
