import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, GridColDef } from '@mui/x-data-grid';

// What an API typically returns: ISO strings, not Date objects.
interface FlightDto {
  id: number;
  flight: string;
  departureDay: string;
  boardingAt: string;
  delayed: boolean;
}

const rows: FlightDto[] = [
  { id: 1, flight: 'LX 318', departureDay: '2025-03-14', boardingAt: '2025-03-14T07:35:00Z', delayed: false },
  { id: 2, flight: 'AF 1241', departureDay: '2025-03-14', boardingAt: '2025-03-14T09:10:00Z', delayed: true },
  { id: 3, flight: 'KL 1002', departureDay: '2025-03-15', boardingAt: '2025-03-15T06:05:00Z', delayed: false },
  { id: 4, flight: 'IB 3171', departureDay: '2025-03-16', boardingAt: '2025-03-16T18:45:00Z', delayed: true },
];

const timeFormat = new Intl.DateTimeFormat('en-GB', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'UTC',
});

const columns: GridColDef<FlightDto>[] = [
  { field: 'flight', headerName: 'Flight', width: 110 },
  {
    field: 'departureDay',
    headerName: 'Day',
    type: 'date',
    width: 130,
    // Convert the string once; sorting and the date filter compare real dates.
    valueGetter: (value: string) => (value ? new Date(`${value}T00:00:00`) : null),
  },
  {
    field: 'boardingAt',
    headerName: 'Boarding (UTC)',
    type: 'dateTime',
    width: 200,
    valueGetter: (value: string) => (value ? new Date(value) : null),
    // Fixed locale and time zone instead of the browser's.
    valueFormatter: (value?: Date | null) => (value ? timeFormat.format(value) : ''),
  },
  { field: 'delayed', headerName: 'Delayed', type: 'boolean', width: 110, editable: true },
];

export default function DateColumnsGrid() {
  return (
    <Box sx={{ height: 320, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} />
    </Box>
  );
}
