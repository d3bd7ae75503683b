import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, GridColDef, GridFilterModel } from '@mui/x-data-grid';

interface Book {
  id: number;
  title: string;
  author: string;
  year: number;
}

const library: Book[] = [
  ['The Silent Harbor', 'Ines Duarte', 2019],
  ['Maps of Rain', 'Kofi Mensah', 2021],
  ['A Year in Kyoto', 'Hiro Sato', 2016],
  ['Glass Orchard', 'Ines Duarte', 2023],
  ['Northern Lights Cookbook', 'Sigrid Lund', 2018],
  ['The Long Pause', 'Marta Ruiz', 2022],
  ['Small Gods of Lisbon', 'Rui Costa', 2020],
  ['Harbor Lights', 'Kofi Mensah', 2024],
].map(([title, author, year], index) => ({ id: index + 1, title, author, year }) as Book);

// The fake backend understands "contains" on text fields only.
function fetchBooks(model: GridFilterModel) {
  return new Promise<Book[]>((resolve) => {
    setTimeout(() => {
      const item = model.items.find((candidate) => candidate.value);
      const needle = String(item?.value ?? '').toLowerCase();
      resolve(
        item
          ? library.filter((book) =>
              String(book[item.field as keyof Book])
                .toLowerCase()
                .includes(needle),
            )
          : library,
      );
    }, 500);
  });
}

const columns: GridColDef<Book>[] = [
  { field: 'title', headerName: 'Title', flex: 1 },
  { field: 'author', headerName: 'Author', width: 160 },
  { field: 'year', headerName: 'Year', width: 90, filterable: false },
];

export default function ServerFilteringBasic() {
  const [filterModel, setFilterModel] = React.useState<GridFilterModel>({
    items: [{ field: 'title', operator: 'contains', value: 'harbor' }],
  });
  const [rows, setRows] = React.useState<Book[]>([]);
  const [loading, setLoading] = React.useState(false);

  React.useEffect(() => {
    let active = true; // ignore answers to requests that have been superseded
    setLoading(true);
    fetchBooks(filterModel).then((result) => {
      if (active) {
        setRows(result);
        setLoading(false);
      }
    });
    return () => {
      active = false;
    };
  }, [filterModel]);

  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        filterMode="server"
        filterModel={filterModel}
        onFilterModelChange={setFilterModel}
        loading={loading}
      />
    </Box>
  );
}
