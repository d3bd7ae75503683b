import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGridPro,
  GridColDef,
  GridDataSource,
  GridFilterModel,
  GridGetRowsParams,
  GridSortModel,
} from '@mui/x-data-grid-pro';

interface Shipment {
  id: number;
  tracking: string;
  destination: string;
  weightKg: number;
  status: string;
}

const cities = [
  'Berlin',
  'Lagos',
  'Lima',
  'Mumbai',
  'Osaka',
  'Toronto',
  'Sydney',
  'Madrid',
  'Cairo',
  'Seoul',
];
const statuses = ['Label created', 'In transit', 'Out for delivery', 'Delivered', 'Held at customs'];

// 5,000 shipments stand in for a database table.
const table: Shipment[] = Array.from({ length: 5000 }, (_, index) => ({
  id: index + 1,
  tracking: `TRK${String(100000 + index * 37).padStart(8, '0')}`,
  destination: cities[(index * 7) % cities.length],
  weightKg: ((index * 53) % 400) / 10 + 0.5,
  status: statuses[(index * 3) % statuses.length],
}));

function query(sortModel: GridSortModel, filterModel: GridFilterModel): Shipment[] {
  let result = table;
  for (const item of filterModel.items) {
    if (item.value === undefined || item.value === '') continue;
    const needle = String(item.value).toLowerCase();
    result = result.filter((row) =>
      String(row[item.field as keyof Shipment])
        .toLowerCase()
        .includes(needle),
    );
  }
  const [sort] = sortModel;
  if (sort) {
    const field = sort.field as keyof Shipment;
    const direction = sort.sort === 'desc' ? -1 : 1;
    result = [...result].sort((a, b) =>
      a[field] > b[field] ? direction : a[field] < b[field] ? -direction : 0,
    );
  }
  return result;
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// A fake server: answers one block of rows, with the total, after 400 ms.
const dataSource: GridDataSource = {
  async getRows(params: GridGetRowsParams) {
    await wait(400);
    const matching = query(params.sortModel, params.filterModel);
    const start = Number(params.start);
    return { rows: matching.slice(start, params.end + 1), rowCount: matching.length };
  },
};

const columns: GridColDef<Shipment>[] = [
  { field: 'id', headerName: '#', width: 80 },
  { field: 'tracking', headerName: 'Tracking', width: 150 },
  { field: 'destination', headerName: 'Destination', flex: 1 },
  { field: 'weightKg', headerName: 'Weight (kg)', type: 'number', width: 120 },
  { field: 'status', headerName: 'Status', flex: 1 },
];

export default function LazyLoadingViewport() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPro columns={columns} dataSource={dataSource} lazyLoading />
    </Box>
  );
}
