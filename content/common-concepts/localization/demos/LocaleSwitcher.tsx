import * as React from 'react';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { createTheme, ThemeProvider, useTheme } from '@mui/material/styles';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { loadLocalePacks, localeOptions, type LocaleCode } from './locale-table';

interface Order {
  id: number;
  customer: string;
  total: number;
}

const customers = ['Ada', 'Bruno', 'Chen', 'Dalia', 'Emeka', 'Freya', 'Goro', 'Hana'];
const rows: Order[] = customers.map((customer, index) => ({
  id: index + 1,
  customer,
  total: 40 + ((index * 37) % 160),
}));

const columns: GridColDef<Order>[] = [
  { field: 'id', headerName: '#', width: 70 },
  { field: 'customer', headerName: 'Customer', flex: 1 },
  { field: 'total', headerName: 'Total', type: 'number', width: 110 },
];

type LocalePacks = Awaited<ReturnType<typeof loadLocalePacks>>;

export default function LocaleSwitcher() {
  // Empty until a language is picked: the page's own theme (and language) applies.
  const [locale, setLocale] = React.useState<LocaleCode | ''>('');
  const [loaded, setLoaded] = React.useState<{ code: LocaleCode; packs: LocalePacks } | null>(null);
  const outerTheme = useTheme();

  React.useEffect(() => {
    if (!locale) return undefined;
    let current = true;
    // Packs load on demand, so visitors who never switch never download them.
    loadLocalePacks(locale).then((packs) => current && setLoaded({ code: locale, packs }));
    return () => {
      current = false;
    };
  }, [locale]);

  // Merging onto the page theme keeps its palette and mode; only the texts change.
  const localizedTheme = React.useMemo(
    () => (loaded ? createTheme(outerTheme, ...loaded.packs) : outerTheme),
    [outerTheme, loaded],
  );

  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <TextField
        select
        size="small"
        label="Locale"
        value={locale}
        onChange={(event) => setLocale(event.target.value as LocaleCode)}
        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        sx={{ maxWidth: 260 }}
      >
        <MenuItem value="" disabled>
          Page language
        </MenuItem>
        {localeOptions.map((option) => (
          <MenuItem key={option.code} value={option.code}>
            {option.label} ({option.code})
          </MenuItem>
        ))}
      </TextField>
      <ThemeProvider theme={localizedTheme}>
        {/* Inside the nested provider, so it reads the translated picker texts from the theme.
            Keyed by language: a field builds its placeholders (MM/DD/YYYY) when it mounts. */}
        <LocalizationProvider key={loaded?.code ?? 'page'} dateAdapter={AdapterDayjs}>
          <DatePicker sx={{ maxWidth: 260 }} slotProps={{ textField: { helperText: 'Delivery date' } }} />
        </LocalizationProvider>
        <Box sx={{ height: 360 }}>
          <DataGrid
            rows={rows}
            columns={columns}
            showToolbar
            checkboxSelection
            pageSizeOptions={[5, 10]}
            initialState={{ pagination: { paginationModel: { pageSize: 5 } } }}
          />
        </Box>
      </ThemeProvider>
    </Stack>
  );
}
