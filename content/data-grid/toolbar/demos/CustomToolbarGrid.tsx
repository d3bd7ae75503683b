import * as React from 'react';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import ViewColumnIcon from '@mui/icons-material/ViewColumn';
import FilterListIcon from '@mui/icons-material/FilterList';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import {
  ColumnsPanelTrigger,
  DataGrid,
  ExportCsv,
  FilterPanelTrigger,
  GridColDef,
  QuickFilter,
  QuickFilterControl,
  Toolbar,
  ToolbarButton,
} from '@mui/x-data-grid';

const rows = [
  { id: 1, flight: 'LX 318', from: 'Zurich', to: 'London', status: 'On time' },
  { id: 2, flight: 'AF 1145', from: 'Paris', to: 'Madrid', status: 'Delayed' },
  { id: 3, flight: 'TP 502', from: 'Lisbon', to: 'Rome', status: 'Boarding' },
  { id: 4, flight: 'SK 1429', from: 'Oslo', to: 'Berlin', status: 'On time' },
];

const columns: GridColDef[] = [
  { field: 'flight', headerName: 'Flight', width: 110 },
  { field: 'from', headerName: 'From', flex: 1 },
  { field: 'to', headerName: 'To', flex: 1 },
  { field: 'status', headerName: 'Status', width: 120 },
];

function DeparturesToolbar() {
  return (
    <Toolbar>
      <Typography sx={{ flex: 1, fontWeight: 500 }}>Departures</Typography>
      <Tooltip title="Columns">
        <ColumnsPanelTrigger render={<ToolbarButton />}>
          <ViewColumnIcon fontSize="small" />
        </ColumnsPanelTrigger>
      </Tooltip>
      <Tooltip title="Filters">
        {/* The render function receives the trigger's state, here the active filter count. */}
        <FilterPanelTrigger
          render={(props, state) => (
            <ToolbarButton {...props} color="default">
              <Badge badgeContent={state.filterCount} color="primary" variant="dot">
                <FilterListIcon fontSize="small" />
              </Badge>
            </ToolbarButton>
          )}
        />
      </Tooltip>
      <Tooltip title="Download CSV">
        <ExportCsv render={<ToolbarButton />} options={{ fileName: 'departures' }}>
          <FileDownloadIcon fontSize="small" />
        </ExportCsv>
      </Tooltip>
      <QuickFilter defaultExpanded>
        <QuickFilterControl placeholder="Search flights" size="small" />
      </QuickFilter>
    </Toolbar>
  );
}

export default function CustomToolbarGrid() {
  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} slots={{ toolbar: DeparturesToolbar }} showToolbar />
    </Box>
  );
}
