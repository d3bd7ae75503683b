import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, GridColDef, GridLocaleText } from '@mui/x-data-grid';

interface Photo {
  id: number;
  title: string;
  album: string;
  sizeMb: number;
}

const rows: Photo[] = Array.from({ length: 12 }, (_, index) => ({
  id: index + 1,
  title: `IMG_${String(2040 + index * 3)}.jpg`,
  album: ['Holidays', 'Family', 'Garden'][index % 3],
  sizeMb: 2 + ((index * 7) % 9) / 2,
}));

const columns: GridColDef<Photo>[] = [
  { field: 'title', headerName: 'File', flex: 1 },
  { field: 'album', headerName: 'Album', width: 130 },
  { field: 'sizeMb', headerName: 'Size (MB)', type: 'number', width: 120 },
];

const plural = (count: number, one: string, other: string) =>
  `${count.toLocaleString()} ${count === 1 ? one : other}`;

// Functions receive the number, so each language can apply its own plural rules.
const localeText: Partial<GridLocaleText> = {
  footerRowSelected: (count) => `${plural(count, 'photo', 'photos')} ready to share`,
  toolbarFiltersTooltipActive: (count) => plural(count, 'active filter', 'active filters'),
  paginationRowsPerPage: 'Photos per page:',
  // The default text formats its numbers (since v9); a replacement has to do it itself.
  paginationDisplayedRows: ({ from, to, count }) => {
    const n = (value: number) => value.toLocaleString();
    return `Photos ${n(from)} to ${n(to)} of ${count === -1 ? `more than ${n(to)}` : n(count)}`;
  },
  noResultsOverlayLabel: 'No photo matches these filters.',
};

export default function PluralLocaleTextGrid() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        showToolbar
        checkboxSelection
        localeText={localeText}
        pageSizeOptions={[5, 10]}
        initialState={{ pagination: { paginationModel: { pageSize: 5 } } }}
      />
    </Box>
  );
}
