import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPremium, GridColDef } from '@mui/x-data-grid-premium';
import { formulaFeature, GRID_FORMULA_FUNCTIONS } from '@mui/x-data-grid-premium/formula';

interface FunctionRow {
  id: string;
  name: string;
  category: string;
  signature: string;
  description: string;
  input: string | number | null;
  example: string;
}

// One example per built-in function. Some read the `input` cell of their own row.
const EXAMPLES: Record<string, { example: string; input?: string | number }> = {
  SUM: { example: '=SUM(4, 8, 15)' },
  AVERAGE: { example: '=AVERAGE(4, 8, 15)' },
  MIN: { example: '=MIN(4, 8, 15)' },
  MAX: { example: '=MAX(4, 8, 15)' },
  COUNT: { example: '=COUNT(4, "x", TRUE, 15)' },
  COUNTA: { example: '=COUNTA(4, "x", TRUE, input)' },
  ROUND: { example: '=ROUND(input, 2)', input: 3.14159 },
  ABS: { example: '=ABS(input)', input: -42 },
  MOD: { example: '=MOD(-7, 3)' },
  POWER: { example: '=POWER(2, 10)' },
  IF: { example: '=IF(input > 100, "over budget", "ok")', input: 135 },
  AND: { example: '=AND(input > 0, input < 10)', input: 4 },
  OR: { example: '=OR(input = "", input = "n/a")', input: 'n/a' },
  NOT: { example: '=NOT(input > 0)', input: 4 },
  IFERROR: { example: '=IFERROR(100 / input, "no data")', input: 0 },
  ISBLANK: { example: '=ISBLANK(input)' },
  CONCAT: { example: '=CONCAT("Q", 3, "-", 2025)' },
  CONCATENATE: { example: '=CONCATENATE(input, " v2")', input: 'Report' },
  LEN: { example: '=LEN(input)', input: 'invoice' },
  UPPER: { example: '=UPPER(input)', input: 'draft' },
  LOWER: { example: '=LOWER(input)', input: 'ARCHIVED' },
  TRIM: { example: '=TRIM(input)', input: '  too   many   spaces ' },
  LEFT: { example: '=LEFT(input, 3)', input: 'INV-2025-0042' },
  RIGHT: { example: '=RIGHT(input, 4)', input: 'INV-2025-0042' },
};

// The rows are read from the installed function registry.
const rows: FunctionRow[] = Object.values(GRID_FORMULA_FUNCTIONS).map((definition) => {
  const sample = EXAMPLES[definition.name];
  return {
    id: definition.name,
    name: definition.name,
    category: definition.category ?? 'Other',
    signature: definition.signature ?? definition.name,
    description: definition.description ?? '',
    input: sample?.input ?? null,
    example: sample?.example ?? '',
  };
});

const columns: GridColDef<FunctionRow>[] = [
  { field: 'category', headerName: 'Category', width: 110 },
  { field: 'name', headerName: 'Name', width: 130 },
  {
    field: 'signature',
    headerName: 'Signature',
    width: 260,
    cellClassName: 'formula-text',
  },
  { field: 'description', headerName: 'Description', width: 340 },
  {
    field: 'input',
    headerName: 'input',
    width: 160,
    editable: true,
    // Store numeric text as a number: `"150" > 100` would be a #VALUE! error.
    valueSetter: (value, row) => ({
      ...row,
      input:
        typeof value === 'string' && value.trim() !== '' && !Number.isNaN(Number(value))
          ? Number(value)
          : value,
    }),
    cellClassName: 'formula-text',
  },
  {
    field: 'exampleSource',
    headerName: 'Example',
    width: 300,
    valueGetter: (_value, row) => row.example,
    cellClassName: 'formula-text',
  },
  {
    field: 'example',
    headerName: 'Result',
    width: 130,
    editable: true,
    allowFormulas: true,
  },
];

const featureDependencies = { formula: formulaFeature };

export default function FunctionCatalog() {
  return (
    <Box
      sx={{
        height: 520,
        width: '100%',
        '& .formula-text': { fontFamily: 'monospace', fontSize: 13, whiteSpace: 'pre' },
      }}
    >
      <DataGridPremium
        rows={rows}
        columns={columns}
        featureDependencies={featureDependencies}
        initialState={{
          rowGrouping: { model: ['category'] },
          columns: { columnVisibilityModel: { category: false, name: false } },
        }}
        groupingColDef={{ headerName: 'Function', leafField: 'name', width: 190 }}
        defaultGroupingExpansionDepth={-1}
        density="compact"
        hideFooter
        disableRowSelectionOnClick
      />
    </Box>
  );
}
