import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPremium, GridColDef } from '@mui/x-data-grid-premium';
import { formulaFeature } from '@mui/x-data-grid-premium/formula';

interface Expression {
  id: number;
  topic: string;
  result: string;
}

const rows: Expression[] = [
  { id: 1, topic: 'Multiplication first', result: '=7 * 8 + 2' },
  { id: 2, topic: 'Parentheses', result: '=7 * (8 + 2)' },
  { id: 3, topic: '^ is left-associative', result: '=2 ^ 3 ^ 2' },
  { id: 4, topic: 'Sign before power', result: '=-2 ^ 2' },
  { id: 5, topic: 'Text concatenation', result: '="INV-" & 2025 & "-" & 42' },
  { id: 6, topic: 'Case-insensitive text', result: '="Lisbon" = "LISBON"' },
  { id: 7, topic: 'Not equal', result: '=10 <> 10' },
  { id: 8, topic: 'Comparison is last', result: '=1 + 2 >= 3' },
  { id: 9, topic: 'Text that reads as a number', result: '="3" + 4' },
  { id: 10, topic: 'Booleans count as 1 and 0', result: '=TRUE + TRUE' },
];

const columns: GridColDef<Expression>[] = [
  { field: 'topic', headerName: 'Rule', width: 200 },
  {
    field: 'formula',
    headerName: 'Formula',
    width: 220,
    // Shows the raw row value: the formula text as it is stored.
    valueGetter: (_value, row) => row.result,
    cellClassName: 'formula-text',
  },
  {
    field: 'result',
    headerName: 'Result',
    width: 140,
    editable: true,
    allowFormulas: true,
  },
];

const featureDependencies = { formula: formulaFeature };

export default function OperatorPlayground() {
  return (
    <Box
      sx={{
        height: 440,
        width: '100%',
        '& .formula-text': { fontFamily: 'monospace', fontSize: 13 },
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
