import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { DataGrid, GridColDef, GridFilterModel } from '@mui/x-data-grid';

interface Recipe {
  id: number;
  name: string;
  minutes: number;
  tags: string;
}

const rows: Recipe[] = [
  { id: 1, name: 'Lentil soup', minutes: 40, tags: 'vegan winter' },
  { id: 2, name: 'Shakshuka', minutes: 25, tags: 'vegetarian brunch' },
  { id: 3, name: 'Chicken tagine', minutes: 90, tags: 'slow winter' },
  { id: 4, name: 'Cold noodle salad', minutes: 20, tags: 'vegan summer' },
  { id: 5, name: 'Fish tacos', minutes: 30, tags: 'summer quick' },
];

const columns: GridColDef<Recipe>[] = [
  { field: 'name', headerName: 'Recipe', flex: 1 },
  { field: 'minutes', headerName: 'Minutes', type: 'number', width: 110 },
  { field: 'tags', headerName: 'Tags', width: 180 },
];

export default function HiddenColumnsQuickFilterGrid() {
  const [filterModel, setFilterModel] = React.useState<GridFilterModel>({
    items: [],
    quickFilterValues: ['vegan'],
    quickFilterExcludeHiddenColumns: false,
  });

  return (
    <Box sx={{ width: '100%' }}>
      <FormControlLabel
        control={
          <Switch
            checked={filterModel.quickFilterExcludeHiddenColumns === false}
            onChange={(event) =>
              setFilterModel((prev) => ({
                ...prev,
                quickFilterExcludeHiddenColumns: !event.target.checked,
              }))
            }
          />
        }
        label="Search the hidden Tags column"
      />
      <Box sx={{ height: 340 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          showToolbar
          filterModel={filterModel}
          onFilterModelChange={setFilterModel}
          initialState={{ columns: { columnVisibilityModel: { tags: false } } }}
        />
      </Box>
    </Box>
  );
}
