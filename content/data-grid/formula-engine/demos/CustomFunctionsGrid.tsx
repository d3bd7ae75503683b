import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPremium, GridColDef, GridFormulaFunctionDefinition } from '@mui/x-data-grid-premium';
import { formulaFeature, GRID_FORMULA_FUNCTIONS } from '@mui/x-data-grid-premium/formula';

// Eager function: receives the evaluated arguments. Errors in them never reach
// `apply` (the call returns the first error), because `acceptsErrors` is not set.
const PMT: GridFormulaFunctionDefinition = {
  name: 'PMT',
  minArgs: 3,
  maxArgs: 3,
  signature: 'PMT(rate, periods, principal)',
  description: 'Payment per period of a loan with a fixed rate.',
  category: 'Finance',
  apply: ([rate, periods, principal], { coerce }) => {
    const r = coerce.toNumber(rate);
    if (typeof r !== 'number') {
      return r; // the coercion error, for example #VALUE! for "abc"
    }
    const n = coerce.toNumber(periods);
    if (typeof n !== 'number') {
      return n;
    }
    const p = coerce.toNumber(principal);
    if (typeof p !== 'number') {
      return p;
    }
    if (n <= 0) {
      return { kind: 'error', code: '#VALUE!', message: 'PMT needs at least one period.' };
    }
    return r === 0 ? p / n : (p * r) / (1 - (1 + r) ** -n);
  },
};

// Range function: a COLUMN_VALUES() or RANGE_REF() argument arrives as { kind: 'range', values }.
const MEDIAN: GridFormulaFunctionDefinition = {
  name: 'MEDIAN',
  minArgs: 1,
  maxArgs: null,
  acceptsRanges: true,
  signature: 'MEDIAN(value1, value2, …)',
  description: 'Middle value of the numbers, ignoring empty and text cells of ranges.',
  category: 'Finance',
  apply: (args, { coerce }) => {
    const numbers: number[] = [];
    for (const arg of args) {
      if (typeof arg === 'object' && arg !== null && 'kind' in arg && arg.kind === 'range') {
        arg.values.forEach((value) => {
          if (typeof value === 'number') {
            numbers.push(value);
          }
        });
      } else {
        const value = coerce.toNumber(arg);
        if (typeof value !== 'number') {
          return value;
        }
        numbers.push(value);
      }
    }
    if (numbers.length === 0) {
      return { kind: 'error', code: '#VALUE!', message: 'MEDIAN found no number.' };
    }
    numbers.sort((a, b) => a - b);
    const middle = Math.floor(numbers.length / 2);
    return numbers.length % 2 ? numbers[middle] : (numbers[middle - 1] + numbers[middle]) / 2;
  },
};

// Lazy function: each argument is a function, evaluated only when called.
const COALESCE: GridFormulaFunctionDefinition = {
  name: 'COALESCE',
  minArgs: 1,
  maxArgs: null,
  lazy: true,
  signature: 'COALESCE(value1, value2, …)',
  description: 'First argument that is neither empty nor an error.',
  category: 'Finance',
  apply: (args, { coerce }) => {
    for (const arg of args) {
      const value = typeof arg === 'function' ? arg() : arg;
      const isObject = typeof value === 'object' && value !== null && 'kind' in value;
      if (!isObject && !coerce.isEmpty(value)) {
        return value;
      }
    }
    return null;
  },
};

// The prop replaces the built-in set: spread it to keep SUM, IF and the others.
const formulaFunctions = { ...GRID_FORMULA_FUNCTIONS, PMT, MEDIAN, COALESCE };

interface Offer {
  id: string;
  lender: string;
  listApr: number | null;
  offeredApr: number | null;
  apr: string;
  payment: string;
}

const offer = (id: string, lender: string, listApr: number, offeredApr: number | null): Offer => ({
  id,
  lender,
  listApr,
  offeredApr,
  apr: '=COALESCE(offeredApr, listApr)',
  payment: '=ROUND(PMT(apr / 12, 300, 180000), 2)',
});

const rows: Offer[] = [
  offer('harbor', 'Harbor Credit Union', 0.0589, 0.0562),
  offer('northwind', 'Northwind Bank', 0.0612, null),
  offer('summit', 'Summit Mutual', 0.0549, null),
  offer('lakeside', 'Lakeside Savings', 0.0575, 0.0551),
];

const pinnedRows = {
  bottom: [
    {
      id: 'median',
      lender: 'Median',
      listApr: null,
      offeredApr: null,
      apr: '=MEDIAN(COLUMN_VALUES("apr"))',
      payment: '=MEDIAN(COLUMN_VALUES("payment"))',
    } satisfies Offer,
  ],
};

const percent = (value: unknown) =>
  typeof value === 'number' ? `${(value * 100).toFixed(2)} %` : String(value ?? '');
const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

const columns: GridColDef<Offer>[] = [
  { field: 'lender', headerName: 'Lender', flex: 1, minWidth: 160 },
  {
    field: 'listApr',
    headerName: 'List APR',
    type: 'number',
    width: 100,
    editable: true,
    valueFormatter: percent,
  },
  {
    field: 'offeredApr',
    headerName: 'Offered',
    type: 'number',
    width: 100,
    editable: true,
    valueFormatter: percent,
  },
  {
    field: 'apr',
    headerName: 'APR used',
    type: 'number',
    width: 110,
    editable: true,
    allowFormulas: true,
    valueFormatter: percent,
  },
  {
    field: 'payment',
    headerName: 'Monthly payment',
    type: 'number',
    width: 150,
    editable: true,
    allowFormulas: true,
    valueFormatter: (value: unknown) => (typeof value === 'number' ? usd.format(value) : String(value ?? '')),
  },
];

const featureDependencies = { formula: formulaFeature };

export default function CustomFunctionsGrid() {
  return (
    <Box sx={{ height: 340, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        pinnedRows={pinnedRows}
        featureDependencies={featureDependencies}
        formulaFunctions={formulaFunctions}
        hideFooter
        disableRowSelectionOnClick
      />
    </Box>
  );
}
