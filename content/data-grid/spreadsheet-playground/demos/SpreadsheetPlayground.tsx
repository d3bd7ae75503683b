import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { DataGridPremium, GridColDef, GridValidRowModel } from '@mui/x-data-grid-premium';
import { FormulaBar, formulaFeature } from '@mui/x-data-grid-premium/formula';

const LETTERS = ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H'];
const ROW_COUNT = 14;
const fieldOf = (letter: string) => `col${letter}`;

type Cell = string | number | null;
type Template = Record<string, Cell>; // 'B2' → value or A1 formula

// The templates are written in A1 notation to stay readable. Rows must store the
// canonical syntax, so this converts each A1 reference once, the way the grid does
// when a user commits an A1 formula: a plain address follows its cell (row id and
// field), a `$` axis is a fixed position, and a plain range axis is an offset from
// the cell that owns the formula.
function toCanonical(formula: string, ownRow: number, ownColumn: number): string {
  const A1 = /(\$?)([A-H])(\$?)(\d+)(?::(\$?)([A-H])(\$?)(\d+))?/g;
  return formula.replace(A1, (_match, ca, c, ra, r, ca2, c2, ra2, r2) => {
    const column = LETTERS.indexOf(c) + 1;
    if (c2 === undefined) {
      const columnPart = ca ? `COLUMN_POSITION(${column})` : `COLUMN("${fieldOf(c)}")`;
      const rowPart = ra ? `ROW_POSITION(${r})` : `ROW(${r})`;
      return `REF(${columnPart}, ${rowPart})`;
    }
    const axis = (label: string, fixed: string, position: number, own: number) =>
      fixed ? `FIXED(${label}(${position}))` : `${label}(ANCHOR(${position - own}))`;
    return `RANGE_REF(${[
      axis('COLUMN_FROM', ca, column, ownColumn),
      axis('ROW_FROM', ra, Number(r), ownRow),
      axis('COLUMN_TO', ca2, LETTERS.indexOf(c2) + 1, ownColumn),
      axis('ROW_TO', ra2, Number(r2), ownRow),
    ].join(', ')})`;
  });
}

function buildRows(template: Template): GridValidRowModel[] {
  return Array.from({ length: ROW_COUNT }, (_, index) => {
    const rowNumber = index + 1;
    const row: GridValidRowModel = { id: rowNumber };
    LETTERS.forEach((letter, columnIndex) => {
      const value = template[`${letter}${rowNumber}`] ?? null;
      row[fieldOf(letter)] =
        typeof value === 'string' && value.startsWith('=')
          ? `=${toCanonical(value.slice(1), rowNumber, columnIndex + 1)}`
          : value;
    });
    return row;
  });
}

const TEMPLATES: Record<string, { label: string; cells: Template }> = {
  budget: {
    label: 'Budget',
    cells: {
      A1: 'Expense',
      B1: 'Jan',
      C1: 'Feb',
      D1: 'Mar',
      E1: 'Q1',
      F1: 'Share',
      A2: 'Rent',
      B2: 1450,
      C2: 1450,
      D2: 1450,
      A3: 'Groceries',
      B3: 520,
      C3: 488,
      D3: 545,
      A4: 'Utilities',
      B4: 180,
      C4: 210,
      D4: 165,
      A5: 'Transport',
      B5: 140,
      C5: 95,
      D5: 120,
      A6: 'Leisure',
      B6: 230,
      C6: 310,
      D6: 185,
      E2: '=SUM(B2:D2)',
      E3: '=SUM(B3:D3)',
      E4: '=SUM(B4:D4)',
      E5: '=SUM(B5:D5)',
      E6: '=SUM(B6:D6)',
      F2: '=ROUND(E2 / $E$7, 3)',
      F3: '=ROUND(E3 / $E$7, 3)',
      F4: '=ROUND(E4 / $E$7, 3)',
      F5: '=ROUND(E5 / $E$7, 3)',
      F6: '=ROUND(E6 / $E$7, 3)',
      A7: 'Total',
      B7: '=SUM(B2:B6)',
      C7: '=SUM(C2:C6)',
      D7: '=SUM(D2:D6)',
      E7: '=SUM(E2:E6)',
      A9: 'Largest month',
      B9: '=MAX(B7:D7)',
      A10: 'Over 3,000?',
      B10: '=IF(B9 > 3000, "yes", "no")',
    },
  },
  grades: {
    label: 'Grades',
    cells: {
      A1: 'Student',
      B1: 'Test 1',
      C1: 'Test 2',
      D1: 'Project',
      E1: 'Average',
      F1: 'Grade',
      A2: 'Ana',
      B2: 88,
      C2: 92,
      D2: 95,
      A3: 'Ben',
      B3: 72,
      C3: 65,
      D3: 80,
      A4: 'Chloé',
      B4: 95,
      C4: 98,
      D4: 91,
      A5: 'Dev',
      B5: 58,
      C5: 74,
      D5: 69,
      A6: 'Eli',
      B6: 81,
      C6: 77,
      D6: 88,
      E2: '=ROUND(AVERAGE(B2:D2), 1)',
      E3: '=ROUND(AVERAGE(B3:D3), 1)',
      E4: '=ROUND(AVERAGE(B4:D4), 1)',
      E5: '=ROUND(AVERAGE(B5:D5), 1)',
      E6: '=ROUND(AVERAGE(B6:D6), 1)',
      F2: '=IF(E2 >= 90, "A", IF(E2 >= 80, "B", IF(E2 >= 70, "C", "D")))',
      F3: '=IF(E3 >= 90, "A", IF(E3 >= 80, "B", IF(E3 >= 70, "C", "D")))',
      F4: '=IF(E4 >= 90, "A", IF(E4 >= 80, "B", IF(E4 >= 70, "C", "D")))',
      F5: '=IF(E5 >= 90, "A", IF(E5 >= 80, "B", IF(E5 >= 70, "C", "D")))',
      F6: '=IF(E6 >= 90, "A", IF(E6 >= 80, "B", IF(E6 >= 70, "C", "D")))',
      A8: 'Class average',
      E8: '=ROUND(AVERAGE(E2:E6), 1)',
      A9: 'Best average',
      E9: '=MAX(E2:E6)',
      A10: 'Spread',
      E10: '=MAX(E2:E6) - MIN(E2:E6)',
    },
  },
  loan: {
    label: 'Loan',
    cells: {
      A1: 'Annual rate',
      B1: 0.054,
      A2: 'Years',
      B2: 25,
      A3: 'Principal',
      B3: 320000,
      A5: 'Monthly payment',
      B5: '=ROUND(B3 * (B1 / 12) / (1 - (1 + B1 / 12) ^ -(B2 * 12)), 2)',
      A6: 'Total paid',
      B6: '=ROUND(B5 * B2 * 12, 2)',
      A7: 'Interest',
      B7: '=B6 - B3',
      A8: 'Interest share',
      B8: '=ROUND(B7 / B6, 3)',
      A10: 'Summary',
      B10: '=CONCAT(B2, " years at ", ROUND(B1 * 100, 2), " %")',
    },
  },
  blank: { label: 'Blank', cells: {} },
};

const formatCell = (value: unknown) => {
  if (typeof value === 'number') {
    return value.toLocaleString('en-US', { maximumFractionDigits: 3 });
  }
  if (typeof value === 'boolean') {
    return value ? 'TRUE' : 'FALSE';
  }
  return value == null ? '' : String(value);
};

// Typed and pasted numbers are stored as numbers. A setter runs once, when a value
// is saved (a parser would run on every keystroke and eat the "." of "1.5").
// Formulas (`=…`) never reach it: the formula feature stores them as they are.
const toStoredValue = (value: unknown) =>
  typeof value === 'string' && value.trim() !== '' && !Number.isNaN(Number(value)) ? Number(value) : value;

const columns: GridColDef[] = LETTERS.map((letter) => ({
  field: fieldOf(letter),
  // The A1 notation adds the column letter next to the (empty) title.
  headerName: '',
  width: letter === 'A' ? 140 : 110,
  editable: true,
  allowFormulas: true,
  sortable: false,
  filterable: false,
  disableColumnMenu: true,
  valueSetter: (value, row, column) => ({ ...row, [column.field]: toStoredValue(value) }),
  valueFormatter: formatCell,
  cellClassName: (params) => (typeof params.value === 'number' ? 'cell-number' : ''),
}));

function FormulaBarToolbar() {
  return <FormulaBar />;
}

const featureDependencies = { formula: formulaFeature };

export default function SpreadsheetPlayground() {
  const [template, setTemplate] = React.useState('budget');
  const rows = React.useMemo(() => buildRows(TEMPLATES[template].cells), [template]);

  return (
    <Stack spacing={1.5} sx={{ width: '100%' }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={template}
        onChange={(_event, next: string | null) => next && setTemplate(next)}
        aria-label="Template"
        sx={{ flexWrap: 'wrap' }}
      >
        {Object.entries(TEMPLATES).map(([key, { label }]) => (
          <ToggleButton key={key} value={key}>
            {label}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <Box
        sx={{
          height: 520,
          '& .cell-number': { justifyContent: 'flex-end' },
          '& .MuiDataGrid-formulaColumnHeaderLetter': {
            flex: 1,
            textAlign: 'center',
            fontSize: 13,
            color: 'text.secondary',
          },
        }}
      >
        <DataGridPremium
          // A new template starts a fresh sheet: new rows, empty undo history.
          key={template}
          rows={rows}
          columns={columns}
          featureDependencies={featureDependencies}
          formulaA1Notation
          cellSelection
          cellSelectionFillHandle
          showToolbar
          slots={{ toolbar: FormulaBarToolbar }}
          density="compact"
          columnHeaderHeight={36}
          showCellVerticalBorder
          showColumnVerticalBorder
          disableColumnReorder
          disableRowSelectionOnClick
          hideFooter
        />
      </Box>
    </Stack>
  );
}
