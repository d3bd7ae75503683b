import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, GridColDef, GridPaginationModel } from '@mui/x-data-grid';

const levels = ['Info', 'Warning', 'Error'];

const rows = Array.from({ length: 64 }, (_, index) => ({
  id: index + 1,
  time: `09:${String(index % 60).padStart(2, '0')}`,
  level: levels[(index * 5) % 3],
  message: `Job ${1200 + index} finished in ${(index * 37) % 90 + 10} ms`,
}));

const columns: GridColDef[] = [
  { field: 'time', headerName: 'Time', width: 90 },
  { field: 'level', headerName: 'Level', width: 110 },
  { field: 'message', headerName: 'Message', flex: 1 },
];

const pageSizeOptions = [10, 20];

export default function ControlledPaginationGrid() {
  const [paginationModel, setPaginationModel] = React.useState<GridPaginationModel>({
    page: 0,
    pageSize: 10,
  });
  const lastPage = Math.ceil(rows.length / paginationModel.pageSize) - 1;

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="body2" role="status" sx={{ mr: 1 }}>
          Page {paginationModel.page + 1} of {lastPage + 1}, {paginationModel.pageSize} rows per page
        </Typography>
        <Button size="small" onClick={() => setPaginationModel((prev) => ({ ...prev, page: 0 }))}>
          First page
        </Button>
        <Button size="small" onClick={() => setPaginationModel((prev) => ({ ...prev, page: lastPage }))}>
          Last page
        </Button>
      </Stack>
      <Box sx={{ height: 420 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          paginationModel={paginationModel}
          onPaginationModelChange={setPaginationModel}
          pageSizeOptions={pageSizeOptions}
        />
      </Box>
    </Box>
  );
}
