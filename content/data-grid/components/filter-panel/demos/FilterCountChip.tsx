import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FilterListIcon from '@mui/icons-material/FilterList';
import {
  DataGridPro,
  FilterPanelTrigger,
  GridColDef,
  Toolbar,
  ToolbarButton,
  useGridApiContext,
} from '@mui/x-data-grid-pro';
import ClearIcon from '@mui/icons-material/Clear';
import Tooltip from '@mui/material/Tooltip';

interface Order {
  id: number;
  order: string;
  customer: string;
  channel: string;
  total: number;
  items: number;
}

const customers = ['Lina Haddad', 'Marco Bruni', 'Eva Novak', 'Sam Okafor', 'Jin Park', 'Ana Costa'];
const channels = ['Web', 'Store', 'Phone'];
const rows: Order[] = Array.from({ length: 30 }, (_, index) => ({
  id: index + 1,
  order: `#${10480 + index}`,
  customer: customers[(index * 5) % customers.length],
  channel: channels[index % channels.length],
  total: 18 + ((index * 47) % 320),
  items: 1 + ((index * 3) % 7),
}));

const columns: GridColDef<Order>[] = [
  { field: 'order', headerName: 'Order', width: 100 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 140 },
  { field: 'channel', headerName: 'Channel', width: 110 },
  { field: 'total', headerName: 'Total ($)', type: 'number', width: 110 },
  { field: 'items', headerName: 'Items', type: 'number', width: 90 },
];

// `filterCount` counts the active filters; a second button clears them through the API.
function FilterSummaryToolbar() {
  const apiRef = useGridApiContext();
  return (
    <Toolbar style={{ justifyContent: 'flex-start' }}>
      <FilterPanelTrigger
        render={(props, state) => (
          <React.Fragment>
            <Button {...props} size="small" startIcon={<FilterListIcon />}>
              Filters
              {state.filterCount > 0 && (
                <Chip label={state.filterCount} size="small" color="primary" sx={{ ml: 1, height: 20 }} />
              )}
            </Button>
            {state.filterCount > 0 && (
              <Tooltip title="Clear filters">
                <ToolbarButton
                  aria-label="Clear filters"
                  onClick={() => apiRef.current.setFilterModel({ items: [] })}
                >
                  <ClearIcon fontSize="small" />
                </ToolbarButton>
              </Tooltip>
            )}
          </React.Fragment>
        )}
      />
    </Toolbar>
  );
}

export default function FilterCountChip() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPro
        rows={rows}
        columns={columns}
        slots={{ toolbar: FilterSummaryToolbar }}
        showToolbar
        initialState={{
          filter: {
            filterModel: {
              items: [
                { id: 1, field: 'channel', operator: 'equals', value: 'Web' },
                { id: 2, field: 'total', operator: '>', value: 100 },
              ],
            },
          },
        }}
      />
    </Box>
  );
}
