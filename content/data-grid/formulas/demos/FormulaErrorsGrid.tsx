import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPremium, GridColDef } from '@mui/x-data-grid-premium';
import { formulaFeature } from '@mui/x-data-grid-premium/formula';

interface Check {
  id: number;
  outcome: string;
  result: string;
  fallback: string;
}

const check = (id: number, outcome: string, result: string): Check => ({
  id,
  outcome,
  result,
  // IFERROR replaces an error of `result` with a dash; plain results pass through.
  fallback: '=IFERROR(result, "–")',
});

const rows: Check[] = [
  check(1, 'Number', '=ROUND(1250 * 1.075, 2)'),
  check(2, 'Text', '="Order " & 1042'),
  check(3, 'Boolean', '=12 > 10'),
  check(4, 'Division by zero', '=120 / 0'),
  check(5, 'Unknown function', '=SUMM(1, 2)'),
  check(6, 'Unknown field', '=price * 2'),
  check(7, 'Wrong type', '="twelve" * 2'),
  check(8, 'Cannot parse', '=(4 + 5'),
  check(9, 'Reads itself', '=result + 1'),
];

const columns: GridColDef<Check>[] = [
  { field: 'outcome', headerName: 'Case', width: 150 },
  {
    field: 'source',
    headerName: 'Stored in the row',
    width: 200,
    // A column without `allowFormulas` shows the raw row value: here, the formula text.
    valueGetter: (_value, row) => row.result,
    cellClassName: 'formula-source',
  },
  { field: 'result', headerName: 'Result', width: 130, editable: true, allowFormulas: true },
  { field: 'fallback', headerName: 'With IFERROR', width: 130, allowFormulas: true },
];

const featureDependencies = { formula: formulaFeature };

export default function FormulaErrorsGrid() {
  return (
    <Box
      sx={{
        height: 420,
        width: '100%',
        '& .formula-source': { fontFamily: 'monospace', fontSize: 13 },
      }}
    >
      <DataGridPremium
        rows={rows}
        columns={columns}
        featureDependencies={featureDependencies}
        hideFooter
        disableRowSelectionOnClick
      />
    </Box>
  );
}
