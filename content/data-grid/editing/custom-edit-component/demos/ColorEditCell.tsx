import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGrid,
  GridColDef,
  GridRenderCellParams,
  GridRenderEditCellParams,
  useGridApiContext,
} from '@mui/x-data-grid';

interface Label {
  id: number;
  name: string;
  color: string;
}

const rows: Label[] = [
  { id: 1, name: 'bug', color: '#d73a4a' },
  { id: 2, name: 'documentation', color: '#0075ca' },
  { id: 3, name: 'good first issue', color: '#7057ff' },
  { id: 4, name: 'performance', color: '#fbca04' },
];

function Swatch({ value }: GridRenderCellParams<Label, string>) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, height: '100%' }}>
      <Box sx={{ width: 16, height: 16, borderRadius: '50%', bgcolor: value }} />
      <code>{value}</code>
    </Box>
  );
}

function ColorInput({ id, field, value, hasFocus }: GridRenderEditCellParams<Label, string>) {
  const apiRef = useGridApiContext();
  const ref = React.useRef<HTMLInputElement>(null);

  // Focus follows the grid: when the cell gets focus, the input gets it too.
  React.useLayoutEffect(() => {
    if (hasFocus) ref.current?.focus();
  }, [hasFocus]);

  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 1, height: '100%' }}>
      <input
        ref={ref}
        type="color"
        aria-label="Label colour"
        value={value ?? '#000000'}
        onChange={(event) => apiRef.current.setEditCellValue({ id, field, value: event.target.value })}
      />
      <code>{value}</code>
    </Box>
  );
}

const columns: GridColDef<Label>[] = [
  { field: 'name', headerName: 'Label', flex: 1 },
  {
    field: 'color',
    headerName: 'Colour',
    width: 180,
    editable: true,
    renderCell: (params) => <Swatch {...params} />,
    renderEditCell: (params) => <ColorInput {...params} />,
  },
];

export default function ColorEditCell() {
  return (
    <Box sx={{ height: 300, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} hideFooter />
    </Box>
  );
}
