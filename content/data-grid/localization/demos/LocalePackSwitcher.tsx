import * as React from 'react';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { DataGrid, GridColDef } from '@mui/x-data-grid';
import { deDE, enUS, frFR, jaJP, ptBR, zhCN } from '@mui/x-data-grid/locales';

const PACKS = { enUS, frFR, deDE, ptBR, jaJP, zhCN };
type PackName = keyof typeof PACKS;

const rows = Array.from({ length: 6 }, (_, index) => ({
  id: index + 1,
  city: ['Lyon', 'Hamburg', 'Recife', 'Sapporo', 'Chengdu', 'Denver'][index],
  visitors: 1200 + index * 850,
  open: index % 2 === 0,
}));

const columns: GridColDef[] = [
  { field: 'city', headerName: 'City', flex: 1 },
  { field: 'visitors', headerName: 'Visitors', type: 'number', width: 120 },
  { field: 'open', headerName: 'Open', type: 'boolean', width: 100 },
];

export default function LocalePackSwitcher() {
  const [packName, setPackName] = React.useState<PackName>('frFR');
  // A pack is shaped as a theme fragment; its texts sit under defaultProps.
  const localeText = PACKS[packName].components.MuiDataGrid.defaultProps.localeText;

  return (
    <Box sx={{ width: '100%' }}>
      <TextField
        select
        size="small"
        label="Locale pack"
        value={packName}
        onChange={(event) => setPackName(event.target.value as PackName)}
        sx={{ mb: 1, minWidth: 160 }}
      >
        {(Object.keys(PACKS) as PackName[]).map((name) => (
          <MenuItem key={name} value={name}>
            {name}
          </MenuItem>
        ))}
      </TextField>
      <Box sx={{ height: 360 }}>
        <DataGrid rows={rows} columns={columns} showToolbar checkboxSelection localeText={localeText} />
      </Box>
    </Box>
  );
}
