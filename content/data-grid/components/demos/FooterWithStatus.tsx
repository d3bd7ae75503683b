import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import {
  DataGrid,
  GridColDef,
  GridFooterContainer,
  GridPagination,
  GridSlotProps,
  gridRowSelectionCountSelector,
  useGridApiContext,
  useGridSelector,
} from '@mui/x-data-grid';

// Tell TypeScript about the extra prop this footer takes through `slotProps.footer`.
declare module '@mui/x-data-grid' {
  interface FooterPropsOverrides {
    lastSaved?: string;
  }
}

interface Task {
  id: number;
  title: string;
  owner: string;
  hours: number;
}

const OWNERS = ['Ana', 'Kofi', 'Mei', 'Ravi'];
const rows: Task[] = Array.from({ length: 24 }, (_, index) => ({
  id: index + 1,
  title: `Task ${index + 1}`,
  owner: OWNERS[index % OWNERS.length],
  hours: 1 + ((index * 7) % 12),
}));

const columns: GridColDef<Task>[] = [
  { field: 'title', headerName: 'Title', flex: 1, minWidth: 120 },
  { field: 'owner', headerName: 'Owner', width: 110 },
  { field: 'hours', headerName: 'Hours', type: 'number', width: 100 },
];

function StatusFooter({ lastSaved = 'never' }: GridSlotProps['footer']) {
  // The slot lives inside the grid, so it reads the grid's state through its context.
  const apiRef = useGridApiContext();
  const selectedCount = useGridSelector(apiRef, gridRowSelectionCountSelector);
  return (
    <GridFooterContainer sx={{ gap: 2, px: 1, flexWrap: 'wrap' }}>
      <Box component="span" sx={{ fontSize: 14 }}>
        {selectedCount} selected · saved {lastSaved}
      </Box>
      <GridPagination />
    </GridFooterContainer>
  );
}

export default function FooterWithStatus() {
  const [lastSaved, setLastSaved] = React.useState('never');
  return (
    <Box sx={{ width: '100%' }}>
      <Button
        size="small"
        variant="outlined"
        sx={{ mb: 1 }}
        onClick={() => setLastSaved(new Date().toLocaleTimeString())}
      >
        Save now
      </Button>
      <Box sx={{ height: 380 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          checkboxSelection
          initialState={{ pagination: { paginationModel: { pageSize: 5 } } }}
          pageSizeOptions={[5, 10]}
          slots={{ footer: StatusFooter }}
          slotProps={{ footer: { lastSaved } }}
        />
      </Box>
    </Box>
  );
}
