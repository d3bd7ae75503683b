import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, GridColDef, GridFilterModel } from '@mui/x-data-grid';

interface City {
  id: number;
  name: string;
  country: string;
  population: number;
}

const database: City[] = [
  { id: 1, name: 'Lisbon', country: 'Portugal', population: 545000 },
  { id: 2, name: 'Porto', country: 'Portugal', population: 232000 },
  { id: 3, name: 'Lyon', country: 'France', population: 522000 },
  { id: 4, name: 'Nantes', country: 'France', population: 320000 },
  { id: 5, name: 'Graz', country: 'Austria', population: 291000 },
  { id: 6, name: 'Linz', country: 'Austria', population: 207000 },
];

// A fake endpoint that understands the "contains" operator only.
function fetchCities(filterModel: GridFilterModel): Promise<City[]> {
  const item = filterModel.items[0];
  const result =
    item?.value && item.operator === 'contains'
      ? database.filter((city) =>
          String(city[item.field as keyof City])
            .toLowerCase()
            .includes(String(item.value).toLowerCase()),
        )
      : database;
  return new Promise((resolve) => {
    setTimeout(() => resolve(result), 400);
  });
}

const columns: GridColDef<City>[] = [
  { field: 'name', headerName: 'City', flex: 1 },
  { field: 'country', headerName: 'Country', width: 140 },
  // The fake server cannot filter numbers.
  { field: 'population', headerName: 'Population', type: 'number', width: 140, filterable: false },
];

export default function ServerFilterGrid() {
  const [filterModel, setFilterModel] = React.useState<GridFilterModel>({
    items: [{ field: 'country', operator: 'contains', value: 'a' }],
  });
  const [rows, setRows] = React.useState<City[]>([]);
  const [loading, setLoading] = React.useState(true);

  React.useEffect(() => {
    let active = true;
    setLoading(true);
    fetchCities(filterModel).then((result) => {
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
    <Box sx={{ height: 360, width: '100%' }}>
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
