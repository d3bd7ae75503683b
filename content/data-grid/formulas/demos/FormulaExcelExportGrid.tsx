import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPremium, GridColDef } from '@mui/x-data-grid-premium';
import { formulaFeature } from '@mui/x-data-grid-premium/formula';

interface LoanOffer {
  id: string;
  lender: string;
  principal: number | null;
  apr: number | null;
  months: number | null;
  payment: string;
  totalCost: string;
}

const PAYMENT = '=ROUND(principal * (apr / 12) / (1 - (1 + apr / 12) ^ -months), 2)';

const offer = (id: string, lender: string, apr: number, months: number): LoanOffer => ({
  id,
  lender,
  principal: 240000,
  apr,
  months,
  payment: PAYMENT,
  totalCost: '=payment * months - principal',
});

const rows: LoanOffer[] = [
  offer('harbor', 'Harbor Credit Union', 0.0589, 360),
  offer('northwind', 'Northwind Bank', 0.0612, 360),
  offer('summit', 'Summit Mutual', 0.0549, 300),
  offer('lakeside', 'Lakeside Savings', 0.0575, 240),
];

// The lowest value of the four offers, in the formula's own column. A window
// exports as the rows it covers (E2:E5, F2:F5); COLUMN_VALUES() would export as the
// whole column, this pinned row included: a circular reference in Excel.
const LOWEST = '=MIN(RANGE_REF(COLUMN_FROM(ANCHOR(0)), ROW_FROM(1), COLUMN_TO(ANCHOR(0)), ROW_TO(4)))';

const pinnedRows = {
  bottom: [
    {
      id: 'best',
      lender: 'Lowest of each column',
      principal: null,
      apr: null,
      months: null,
      payment: LOWEST,
      totalCost: LOWEST,
    } satisfies LoanOffer,
  ],
};

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const formatMoney = (value: unknown) => (typeof value === 'number' ? usd.format(value) : String(value ?? ''));

const columns: GridColDef<LoanOffer>[] = [
  { field: 'lender', headerName: 'Lender', flex: 1, minWidth: 170 },
  {
    field: 'principal',
    headerName: 'Principal',
    type: 'number',
    width: 120,
    editable: true,
    valueFormatter: formatMoney,
  },
  {
    field: 'apr',
    headerName: 'APR',
    type: 'number',
    width: 90,
    editable: true,
    valueFormatter: (value: number | null) => (value == null ? '' : `${(value * 100).toFixed(2)} %`),
  },
  { field: 'months', headerName: 'Months', type: 'number', width: 90, editable: true },
  {
    field: 'payment',
    headerName: 'Monthly payment',
    type: 'number',
    width: 150,
    allowFormulas: true,
    valueFormatter: formatMoney,
  },
  {
    field: 'totalCost',
    headerName: 'Interest paid',
    type: 'number',
    width: 140,
    allowFormulas: true,
    valueFormatter: formatMoney,
  },
];

const featureDependencies = { formula: formulaFeature };

export default function FormulaExcelExportGrid() {
  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        pinnedRows={pinnedRows}
        featureDependencies={featureDependencies}
        showToolbar
        slotProps={{
          toolbar: {
            // Write live Excel formulas instead of the evaluated values.
            excelOptions: { escapeFormulas: false, fileName: 'loan-offers' },
          },
        }}
        hideFooter
        disableRowSelectionOnClick
      />
    </Box>
  );
}
