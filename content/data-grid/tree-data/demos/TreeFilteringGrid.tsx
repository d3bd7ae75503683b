import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { DataGridPro, DataGridProProps, GridColDef } from '@mui/x-data-grid-pro';

// [path, minutes, main ingredients]
const recipes: [string, number, string][] = [
  ['Breakfast', 0, ''],
  ['Breakfast/Porridge', 10, 'oats, milk, apple'],
  ['Breakfast/Shakshuka', 25, 'eggs, tomato, pepper'],
  ['Breakfast/Pancakes', 20, 'flour, banana, eggs'],
  ['Lunch', 0, ''],
  ['Lunch/Lentil soup', 40, 'lentils, carrot, cumin'],
  ['Lunch/Waldorf salad', 15, 'apple, celery, walnuts'],
  ['Dinner', 0, ''],
  ['Dinner/Mushroom risotto', 35, 'rice, mushrooms, parmesan'],
  ['Dinner/Baked salmon', 30, 'salmon, lemon, dill'],
  ['Dinner/Crumble', 45, 'apple, oats, butter'],
];

const rows = recipes.map(([path, minutes, ingredients], index) => ({
  id: index + 1,
  path: path.split('/'),
  minutes: minutes || null,
  ingredients,
}));

const columns: GridColDef[] = [
  { field: 'ingredients', headerName: 'Main ingredients', width: 220 },
  { field: 'minutes', headerName: 'Minutes', type: 'number', width: 100 },
];

const getTreeDataPath: DataGridProProps['getTreeDataPath'] = (row) => row.path;
const groupingColDef: DataGridProProps['groupingColDef'] = { headerName: 'Recipe', flex: 1 };

export default function TreeFilteringGrid() {
  const [childrenFiltering, setChildrenFiltering] = React.useState(true);
  const [childrenSorting, setChildrenSorting] = React.useState(true);

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={2} sx={{ mb: 1, flexWrap: 'wrap' }}>
        <FormControlLabel
          control={
            <Switch checked={childrenFiltering} onChange={(event) => setChildrenFiltering(event.target.checked)} />
          }
          label="Filter children"
        />
        <FormControlLabel
          control={
            <Switch checked={childrenSorting} onChange={(event) => setChildrenSorting(event.target.checked)} />
          }
          label="Sort children"
        />
      </Stack>
      <Box sx={{ height: 440 }}>
        <DataGridPro
          treeData
          rows={rows}
          columns={columns}
          getTreeDataPath={getTreeDataPath}
          groupingColDef={groupingColDef}
          defaultGroupingExpansionDepth={-1}
          disableChildrenFiltering={!childrenFiltering}
          disableChildrenSorting={!childrenSorting}
          showToolbar
          initialState={{
            filter: { filterModel: { items: [], quickFilterValues: ['apple'] } },
            sorting: { sortModel: [{ field: 'minutes', sort: 'asc' }] },
          }}
          hideFooter
        />
      </Box>
    </Box>
  );
}
