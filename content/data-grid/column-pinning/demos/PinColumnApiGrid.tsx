import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  DataGridPro,
  GridColDef,
  GridPinnedColumnFields,
  GridPinnedColumnPosition,
  useGridApiRef,
} from '@mui/x-data-grid-pro';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun'];

const rows = ['Ankara', 'Bogotá', 'Cairo', 'Dhaka', 'Essen'].map((office, index) => ({
  id: index + 1,
  office,
  ...Object.fromEntries(MONTHS.map((month, m) => [month, 40 + ((index * 13 + m * 7) % 60)])),
}));

const columns: GridColDef[] = [
  { field: 'office', headerName: 'Office', width: 130 },
  ...MONTHS.map((month) => ({ field: month, headerName: month, type: 'number' as const, width: 120 })),
];

export default function PinColumnApiGrid() {
  const apiRef = useGridApiRef();
  const [field, setField] = React.useState('office');
  const [pinned, setPinned] = React.useState<GridPinnedColumnFields>({});

  const side = apiRef.current?.isColumnPinned(field) || 'not pinned';

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <TextField
          select
          size="small"
          label="Column"
          value={field}
          onChange={(event) => setField(event.target.value)}
          sx={{ minWidth: 130 }}
        >
          {columns.map((column) => (
            <MenuItem key={column.field} value={column.field}>
              {column.headerName}
            </MenuItem>
          ))}
        </TextField>
        <Button size="small" onClick={() => apiRef.current?.pinColumn(field, GridPinnedColumnPosition.LEFT)}>
          Pin left
        </Button>
        <Button size="small" onClick={() => apiRef.current?.pinColumn(field, GridPinnedColumnPosition.RIGHT)}>
          Pin right
        </Button>
        <Button size="small" onClick={() => apiRef.current?.unpinColumn(field)}>
          Unpin
        </Button>
        <Typography variant="body2">
          {field}: {side} · model: {JSON.stringify(pinned)}
        </Typography>
      </Stack>
      <Box sx={{ height: 300 }}>
        <DataGridPro
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          hideFooter
          onPinnedColumnsChange={setPinned}
        />
      </Box>
    </Box>
  );
}
