import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FilterListIcon from '@mui/icons-material/FilterList';
import {
  DataGridPro,
  FilterPanelTrigger,
  GridColDef,
  GridSlotProps,
  GridLogicOperator,
  Toolbar,
} from '@mui/x-data-grid-pro';

interface Sensor {
  id: number;
  sensor: string;
  site: string;
  temperature: number;
  humidity: number;
  battery: number;
}

const sites = ['Greenhouse A', 'Greenhouse B', 'Cold store', 'Packing hall'];
const rows: Sensor[] = Array.from({ length: 28 }, (_, index) => ({
  id: index + 1,
  sensor: `TH-${String(index + 1).padStart(2, '0')}`,
  site: sites[index % sites.length],
  temperature: Math.round((2 + ((index * 37) % 260) / 10) * 10) / 10,
  humidity: 35 + ((index * 11) % 55),
  battery: 10 + ((index * 23) % 90),
}));

const columns: GridColDef<Sensor>[] = [
  { field: 'sensor', headerName: 'Sensor', width: 100 },
  { field: 'site', headerName: 'Site', flex: 1, minWidth: 140 },
  { field: 'temperature', headerName: 'Temp. (°C)', type: 'number', width: 110 },
  { field: 'humidity', headerName: 'Humidity (%)', type: 'number', width: 120 },
  { field: 'battery', headerName: 'Battery (%)', type: 'number', width: 110 },
];

// Each column can be filtered once: a new filter picks the first column without one,
// and each filter form only offers its own column and the unused ones.
const filterPanelProps: GridSlotProps['filterPanel'] = {
  logicOperators: [GridLogicOperator.And],
  columnsSort: 'asc',
  getColumnForNewFilter: ({ currentFilters, columns: allColumns }) => {
    const used = new Set(currentFilters.map((item) => item.field));
    return allColumns.find((column) => column.filterable && !used.has(column.field))?.field ?? null;
  },
  filterFormProps: {
    filterColumns: ({ field, columns: allColumns, currentFilters }) => {
      const used = new Set(currentFilters.map((item) => item.field));
      return allColumns
        .filter((column) => column.field === field || !used.has(column.field))
        .map((column) => column.field);
    },
  },
};

function SensorToolbar() {
  return (
    <Toolbar>
      <FilterPanelTrigger render={<Button size="small" startIcon={<FilterListIcon />} />}>
        Filter readings
      </FilterPanelTrigger>
    </Toolbar>
  );
}

export default function FilterPanelOptions() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPro
        rows={rows}
        columns={columns}
        slots={{ toolbar: SensorToolbar }}
        slotProps={{ filterPanel: filterPanelProps }}
        showToolbar
        initialState={{
          filter: { filterModel: { items: [{ id: 1, field: 'battery', operator: '<', value: 30 }] } },
        }}
      />
    </Box>
  );
}
