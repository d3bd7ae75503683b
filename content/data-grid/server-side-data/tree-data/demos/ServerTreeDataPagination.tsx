import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGridPro,
  GridColDef,
  GridDataSource,
  GridGetRowsParams,
} from '@mui/x-data-grid-pro';

interface Item {
  id: string;
  name: string;
  kind: 'Folder' | 'File';
  sizeKb: number;
  path: string[];
}

const TOPICS = ['invoices', 'contracts', 'designs', 'reports', 'photos', 'backups', 'drafts', 'exports'];

// 40 top-level folders, each holding 2 to 6 files.
const ITEMS: Item[] = [];
for (let f = 0; f < 40; f += 1) {
  const folder = `${TOPICS[f % TOPICS.length]}-${2020 + Math.floor(f / TOPICS.length)}`;
  const files = 2 + ((f * 3) % 5);
  let total = 0;
  const children: Item[] = [];
  for (let i = 0; i < files; i += 1) {
    const sizeKb = 40 + ((f * 31 + i * 17) % 900);
    total += sizeKb;
    const name = `${folder}-${String(i + 1).padStart(2, '0')}.pdf`;
    children.push({ id: `${folder}/${name}`, name, kind: 'File', sizeKb, path: [folder, name] });
  }
  ITEMS.push({ id: folder, name: folder, kind: 'Folder', sizeKb: total, path: [folder] }, ...children);
}

function listFolder({ groupKeys = [], paginationModel }: GridGetRowsParams) {
  const level = ITEMS.filter(
    (item) => item.path.length === groupKeys.length + 1 && groupKeys.every((key, i) => item.path[i] === key),
  );
  const rows = level.map((item) => ({
    ...item,
    childCount: ITEMS.filter((other) => other.path.length === 2 && other.path[0] === item.name).length,
  }));
  if (groupKeys.length > 0) {
    // Children come whole: the page and size in the request describe the top level only.
    return { rows };
  }
  const { page, pageSize } = paginationModel ?? { page: 0, pageSize: 10 };
  return { rows: rows.slice(page * pageSize, (page + 1) * pageSize), rowCount: rows.length };
}

const dataSource: GridDataSource = {
  getRows: (params) => new Promise((resolve) => setTimeout(() => resolve(listFolder(params)), 300)),
  getGroupKey: (row) => row.name,
  getChildrenCount: (row) => (row.kind === 'Folder' ? row.childCount : 0),
};

const columns: GridColDef[] = [
  { field: 'kind', headerName: 'Kind', width: 110, sortable: false },
  { field: 'sizeKb', headerName: 'Size (KB)', type: 'number', width: 130, sortable: false },
];

export default function ServerTreeDataPagination() {
  return (
    <Box sx={{ height: 460, width: '100%' }}>
      <DataGridPro
        treeData
        columns={columns}
        dataSource={dataSource}
        groupingColDef={{ headerName: 'Name', flex: 1 }}
        disableColumnFilter
        pagination
        pageSizeOptions={[5, 10, 20]}
        initialState={{ pagination: { paginationModel: { page: 0, pageSize: 5 } } }}
      />
    </Box>
  );
}
