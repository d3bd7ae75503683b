import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import FilterListIcon from '@mui/icons-material/FilterList';
import ViewColumnIcon from '@mui/icons-material/ViewColumn';
import {
  ColumnsPanelTrigger,
  DataGrid,
  ExportCsv,
  FilterPanelTrigger,
  GridColDef,
  Toolbar,
} from '@mui/x-data-grid';

interface Book {
  id: number;
  title: string;
  author: string;
  year: number;
  pages: number;
}

const titles = [
  'Salt Roads',
  'The Quiet Orchard',
  'Paper Lanterns',
  'North of Nowhere',
  'Glass Harbour',
  'Wild Thyme',
];
const authors = ['Ines Moreau', 'Kofi Mensah', 'Yuki Tanaka', 'Lena Fischer'];
const rows: Book[] = Array.from({ length: 18 }, (_, index) => ({
  id: index + 1,
  title: `${titles[index % titles.length]}${index >= titles.length ? ` ${Math.floor(index / titles.length) + 1}` : ''}`,
  author: authors[(index * 3) % authors.length],
  year: 1988 + ((index * 7) % 36),
  pages: 180 + ((index * 53) % 420),
}));

const columns: GridColDef<Book>[] = [
  { field: 'title', headerName: 'Title', flex: 1, minWidth: 160 },
  { field: 'author', headerName: 'Author', width: 150 },
  {
    field: 'year',
    headerName: 'Year',
    type: 'number',
    width: 90,
    valueFormatter: (value: number) => String(value),
  },
  { field: 'pages', headerName: 'Pages', type: 'number', width: 90 },
];

// Each part clones the element passed to `render` and adds its own handlers and ARIA attributes.
function LabelledToolbar() {
  return (
    <Toolbar>
      <ColumnsPanelTrigger render={<Button size="small" startIcon={<ViewColumnIcon />} />}>
        Columns
      </ColumnsPanelTrigger>
      <FilterPanelTrigger render={<Button size="small" startIcon={<FilterListIcon />} />}>
        Filters
      </FilterPanelTrigger>
      <Divider orientation="vertical" flexItem sx={{ mx: 0.5 }} />
      <ExportCsv
        render={<Button size="small" startIcon={<FileDownloadIcon />} />}
        options={{ fileName: 'reading-list' }}
      >
        Download CSV
      </ExportCsv>
    </Toolbar>
  );
}

export default function RenderElementToolbar() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} slots={{ toolbar: LabelledToolbar }} showToolbar />
    </Box>
  );
}
