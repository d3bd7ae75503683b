import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { DataGrid, GridColDef, useGridApiRef } from '@mui/x-data-grid';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const YEARS = [2024, 2025, 2026];

// 500 stores × 36 monthly figures: wide and long enough to need scrolling both ways.
const columns: GridColDef[] = [
  { field: 'store', headerName: 'Store', width: 130 },
  ...YEARS.flatMap((year) =>
    MONTHS.map((month, index) => ({
      field: `m${year}_${index}`,
      headerName: `${month} ${year}`,
      type: 'number' as const,
      width: 100,
    })),
  ),
];

const rows = Array.from({ length: 500 }, (_, storeIndex) => {
  const row: Record<string, string | number> = { id: storeIndex + 1, store: `Store ${storeIndex + 1}` };
  YEARS.forEach((year, yearIndex) =>
    MONTHS.forEach((_month, index) => {
      row[`m${year}_${index}`] = 20 + ((storeIndex * 31 + yearIndex * 97 + index * 13) % 180);
    }),
  );
  return row;
});

export default function ScrollToCell() {
  const apiRef = useGridApiRef();
  const [rowIndex, setRowIndex] = React.useState(250);
  const [colIndex, setColIndex] = React.useState(30);

  const go = () => {
    const api = apiRef.current;
    if (!api) return;
    api.scrollToIndexes({ rowIndex, colIndex });
    // Move the keyboard focus there too, so arrow keys continue from the target.
    const id = api.getRowIdFromRowIndex(rowIndex);
    const field = api.getVisibleColumns()[colIndex]?.field;
    if (id !== undefined && field) api.setCellFocus(id, field);
  };

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1, alignItems: 'center' }}>
        <TextField
          label="Row index"
          type="number"
          size="small"
          value={rowIndex}
          onChange={(event) => setRowIndex(Math.min(499, Math.max(0, Number(event.target.value))))}
          sx={{ width: 120 }}
        />
        <TextField
          label="Column index"
          type="number"
          size="small"
          value={colIndex}
          onChange={(event) => setColIndex(Math.min(36, Math.max(0, Number(event.target.value))))}
          sx={{ width: 130 }}
        />
        <Button variant="outlined" onClick={go}>
          Scroll there
        </Button>
      </Stack>
      <Box sx={{ height: 380 }}>
        <DataGrid apiRef={apiRef} rows={rows} columns={columns} hideFooter />
      </Box>
    </Box>
  );
}
