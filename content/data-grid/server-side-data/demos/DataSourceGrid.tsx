import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPro, GridColDef, GridDataSource, GridGetRowsParams } from '@mui/x-data-grid-pro';

interface Customer {
  id: number;
  name: string;
  city: string;
  orders: number;
}

const FIRST = ['Ada', 'Bruno', 'Chiara', 'Dmitri', 'Esi', 'Femi', 'Greta', 'Hugo'];
const CITIES = ['Accra', 'Bergen', 'Cork', 'Dakar', 'Essen', 'Fez'];

// The "database": 500 rows that only the fake server below reads.
const TABLE: Customer[] = Array.from({ length: 500 }, (_, i) => ({
  id: i + 1,
  name: `${FIRST[i % FIRST.length]} ${String.fromCharCode(65 + ((i * 7) % 26))}.`,
  city: CITIES[(i * 5) % CITIES.length],
  orders: (i * 37) % 120,
}));

function queryTable({ filterModel, sortModel, start, end }: GridGetRowsParams) {
  let result = TABLE.filter((row) =>
    filterModel.items.every((item) => {
      if (item.value == null || item.value === '') return true;
      const cell = String(row[item.field as keyof Customer]).toLowerCase();
      const value = String(item.value).toLowerCase();
      if (item.operator === 'contains') return cell.includes(value);
      if (item.operator === '>') return Number(cell) > Number(value);
      if (item.operator === '<') return Number(cell) < Number(value);
      return cell === value;
    }),
  );
  const [sort] = sortModel;
  if (sort) {
    const key = sort.field as keyof Customer;
    const dir = sort.sort === 'desc' ? -1 : 1;
    result = [...result].sort((a, b) => (a[key] > b[key] ? dir : a[key] < b[key] ? -dir : 0));
  }
  return { rows: result.slice(Number(start), end + 1), rowCount: result.length };
}

// Defined once, outside the component: a new object on each render would trigger refetches.
const dataSource: GridDataSource = {
  getRows: (params) => new Promise((resolve) => setTimeout(() => resolve(queryTable(params)), 400)),
};

const columns: GridColDef<Customer>[] = [
  { field: 'id', headerName: 'ID', width: 80 },
  { field: 'name', headerName: 'Name', flex: 1 },
  { field: 'city', headerName: 'City', flex: 1 },
  { field: 'orders', headerName: 'Orders', type: 'number', width: 110 },
];

export default function DataSourceGrid() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPro
        columns={columns}
        dataSource={dataSource}
        pagination
        pageSizeOptions={[10, 25, 50]}
        initialState={{ pagination: { paginationModel: { page: 0, pageSize: 10 } } }}
      />
    </Box>
  );
}
