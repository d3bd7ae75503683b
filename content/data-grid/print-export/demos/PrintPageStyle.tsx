import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, GridColDef, GridPrintExportOptions } from '@mui/x-data-grid';

interface Shift {
  id: number;
  nurse: string;
  ward: string;
  monday: string;
  tuesday: string;
  wednesday: string;
  thursday: string;
  friday: string;
}

const nurses = ['A. Fontaine', 'B. Okeke', 'C. Nowak', 'D. Ibrahim', 'E. Sorensen', 'F. Moreau', 'G. Tanaka'];
const pattern = ['Early', 'Late', 'Night', 'Off'];
const days = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'] as const;
const rows: Shift[] = nurses.map((nurse, n) => {
  const week = Object.fromEntries(days.map((day, d) => [day, pattern[(n + d) % pattern.length]]));
  return { id: n + 1, nurse, ward: n % 2 ? 'Ward 3B' : 'Ward 2A', ...week } as Shift;
});

const columns: GridColDef<Shift>[] = [
  { field: 'nurse', headerName: 'Nurse', width: 130 },
  { field: 'ward', headerName: 'Ward', width: 100 },
  ...days.map((day) => ({ field: day, headerName: day[0].toUpperCase() + day.slice(1), width: 110 })),
];

// Landscape pages, smaller text and a title above the grid, for the print window only.
const printOptions: GridPrintExportOptions = {
  hideToolbar: true,
  hideFooter: true,
  fileName: 'Rota - week 48',
  bodyClassName: 'rota-print',
  pageStyle: `
    @page { size: A4 landscape; margin: 12mm; }
    body.rota-print { font-size: 11px; }
    body.rota-print::before { content: 'Rota - week 48'; display: block; font: 600 16px sans-serif; margin-bottom: 8px; }
  `,
};

export default function PrintPageStyle() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        density="compact"
        showToolbar
        // The toolbar's Print entry uses these options.
        slotProps={{ toolbar: { printOptions, csvOptions: { disableToolbarButton: true } } }}
      />
    </Box>
  );
}
