'use client';
import { DataGrid } from '@mui/x-data-grid';

const rows = [1, 2, 3, 4, 5].map((id) => ({ id, name: `Row ${id}` }));

/** The smallest useful grid: five rows, one column, default props. */
export default function MinimalGrid() {
  return (
    <div style={{ height: 300 }}>
      <DataGrid rows={rows} columns={[{ field: 'name', headerName: 'Name', flex: 1 }]} />
    </div>
  );
}
