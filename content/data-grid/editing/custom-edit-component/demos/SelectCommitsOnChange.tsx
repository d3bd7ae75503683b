import * as React from 'react';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Select, { SelectChangeEvent } from '@mui/material/Select';
import { DataGrid, GridColDef, GridRenderEditCellParams, useGridApiContext } from '@mui/x-data-grid';

const priorities = ['Low', 'Medium', 'High', 'Urgent'];

interface Ticket {
  id: number;
  subject: string;
  priority: string;
}

const rows: Ticket[] = [
  { id: 301, subject: 'Cannot reset password', priority: 'High' },
  { id: 302, subject: 'Invoice shows wrong VAT', priority: 'Medium' },
  { id: 303, subject: 'Export to CSV is empty', priority: 'Urgent' },
  { id: 304, subject: 'Typo on pricing page', priority: 'Low' },
];

function PriorityEditCell({ id, field, value }: GridRenderEditCellParams<Ticket, string>) {
  const apiRef = useGridApiContext();

  const handleChange = async (event: SelectChangeEvent) => {
    // Wait until the value is stored, then leave edit mode: one click picks and saves.
    await apiRef.current.setEditCellValue({ id, field, value: event.target.value });
    apiRef.current.stopCellEditMode({ id, field });
  };

  return (
    <Select
      value={value ?? ''}
      onChange={handleChange}
      size="small"
      fullWidth
      autoFocus
      defaultOpen
      inputProps={{ 'aria-label': 'Priority' }}
      sx={{ height: '100%', '& fieldset': { border: 0 } }}
    >
      {priorities.map((option) => (
        <MenuItem key={option} value={option}>
          {option}
        </MenuItem>
      ))}
    </Select>
  );
}

const columns: GridColDef<Ticket>[] = [
  { field: 'id', headerName: 'Ticket', width: 90 },
  { field: 'subject', headerName: 'Subject', flex: 1 },
  {
    field: 'priority',
    headerName: 'Priority',
    width: 150,
    editable: true,
    renderEditCell: (params) => <PriorityEditCell {...params} />,
  },
];

export default function SelectCommitsOnChange() {
  return (
    <Box sx={{ height: 300, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} hideFooter />
    </Box>
  );
}
