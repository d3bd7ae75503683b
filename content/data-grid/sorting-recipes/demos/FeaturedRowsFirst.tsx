import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGrid,
  GridColDef,
  GridComparatorFn,
  GridSortCellParams,
  GridSortDirection,
  gridStringOrNumberComparator,
} from '@mui/x-data-grid';

interface Job {
  id: number;
  title: string;
  company: string;
  salary: number;
  featured: boolean;
}

const rows: Job[] = [
  { id: 1, title: 'Backend engineer', company: 'Lumen', salary: 92000, featured: false },
  { id: 2, title: 'Product designer', company: 'Parcel', salary: 78000, featured: true },
  { id: 3, title: 'Data analyst', company: 'Quill', salary: 64000, featured: false },
  { id: 4, title: 'Site reliability engineer', company: 'Northstar', salary: 105000, featured: true },
  { id: 5, title: 'Support lead', company: 'Parcel', salary: 58000, featured: false },
  { id: 6, title: 'Mobile developer', company: 'Orchid', salary: 88000, featured: false },
];

const isFeatured = (params: GridSortCellParams) => Boolean(params.api.getRow(params.id)?.featured);

// Featured jobs come first in both directions; the rest sort by the column value.
function featuredFirst(direction: GridSortDirection): GridComparatorFn {
  return (a, b, paramsA, paramsB) => {
    const rank = Number(isFeatured(paramsB)) - Number(isFeatured(paramsA));
    if (rank !== 0) return rank;
    const result = gridStringOrNumberComparator(a, b, paramsA, paramsB);
    return direction === 'desc' ? -result : result;
  };
}

const columns: GridColDef<Job>[] = [
  {
    field: 'title',
    headerName: 'Title',
    flex: 1,
    getSortComparator: featuredFirst,
    renderCell: (params) => (params.row.featured ? `★ ${params.value}` : params.value),
  },
  { field: 'company', headerName: 'Company', width: 130, getSortComparator: featuredFirst },
  { field: 'salary', headerName: 'Salary', type: 'number', width: 120, getSortComparator: featuredFirst },
];

export default function FeaturedRowsFirst() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        initialState={{ sorting: { sortModel: [{ field: 'salary', sort: 'desc' }] } }}
        hideFooter
      />
    </Box>
  );
}
