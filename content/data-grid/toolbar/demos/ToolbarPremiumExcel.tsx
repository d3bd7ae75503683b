import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPremium, GridColDef, GridExcelExportOptions } from '@mui/x-data-grid-premium';

const rows = Array.from({ length: 10 }, (_, i) => ({
  id: i + 1,
  course: ['Pottery', 'Italian A1', 'Woodwork', 'Life drawing', 'Python basics'][i % 5],
  term: i < 5 ? 'Autumn' : 'Spring',
  enrolled: 6 + ((i * 7) % 14),
  fee: 90 + ((i * 35) % 160),
}));

const columns: GridColDef[] = [
  { field: 'course', headerName: 'Course', flex: 1 },
  { field: 'term', headerName: 'Term', width: 110 },
  { field: 'enrolled', headerName: 'Enrolled', type: 'number', width: 110 },
  { field: 'fee', headerName: 'Fee (€)', type: 'number', width: 100 },
];

const excelOptions: GridExcelExportOptions = {
  fileName: 'course-enrolment',
  // No extra header row for column groups.
  includeColumnGroupsHeaders: false,
};

export default function ToolbarPremiumExcel() {
  return (
    <Box sx={{ height: 380, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        showToolbar
        label="Courses"
        slotProps={{
          toolbar: {
            excelOptions,
            // Only Excel in the export menu.
            csvOptions: { disableToolbarButton: true },
            printOptions: { disableToolbarButton: true },
          },
        }}
      />
    </Box>
  );
}
