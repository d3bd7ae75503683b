import * as React from 'react';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Tooltip from '@mui/material/Tooltip';
import FilterAltIcon from '@mui/icons-material/FilterAlt';
import FilterAltOutlinedIcon from '@mui/icons-material/FilterAltOutlined';
import { DataGrid, FilterPanelTrigger, GridColDef, Toolbar, ToolbarButton } from '@mui/x-data-grid';

interface Shipment {
  id: number;
  reference: string;
  carrier: string;
  destination: string;
  weightKg: number;
  delivered: boolean;
}

const carriers = ['Northwind', 'BlueLine', 'Kestrel Freight'];
const destinations = ['Lisbon', 'Oslo', 'Krakow', 'Dublin', 'Turin'];
const rows: Shipment[] = Array.from({ length: 20 }, (_, index) => ({
  id: index + 1,
  reference: `SH-${(4100 + index * 17).toString()}`,
  carrier: carriers[index % carriers.length],
  destination: destinations[(index * 2) % destinations.length],
  weightKg: 12 + ((index * 37) % 480),
  delivered: index % 3 !== 0,
}));

const columns: GridColDef<Shipment>[] = [
  { field: 'reference', headerName: 'Reference', width: 120 },
  { field: 'carrier', headerName: 'Carrier', width: 150 },
  { field: 'destination', headerName: 'Destination', flex: 1 },
  { field: 'weightKg', headerName: 'Weight (kg)', type: 'number', width: 120 },
  { field: 'delivered', headerName: 'Delivered', type: 'boolean', width: 110 },
];

// A render function receives the props to spread and the part's state as a second argument.
function FilterCountToolbar() {
  return (
    <Toolbar>
      <FilterPanelTrigger
        render={(props, state) => (
          <Tooltip title={state.open ? 'Close filters' : 'Open filters'}>
            <ToolbarButton {...props} color={state.filterCount > 0 ? 'primary' : 'default'}>
              <Badge badgeContent={state.filterCount} color="primary" variant="dot">
                {state.filterCount > 0 ? (
                  <FilterAltIcon fontSize="small" />
                ) : (
                  <FilterAltOutlinedIcon fontSize="small" />
                )}
              </Badge>
            </ToolbarButton>
          </Tooltip>
        )}
      />
    </Toolbar>
  );
}

export default function RenderFunctionToolbar() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        slots={{ toolbar: FilterCountToolbar }}
        showToolbar
        initialState={{
          filter: { filterModel: { items: [{ field: 'carrier', operator: 'equals', value: 'BlueLine' }] } },
        }}
      />
    </Box>
  );
}
