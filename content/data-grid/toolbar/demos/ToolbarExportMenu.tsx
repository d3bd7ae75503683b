import * as React from 'react';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import InputAdornment from '@mui/material/InputAdornment';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import CancelIcon from '@mui/icons-material/Cancel';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import SearchIcon from '@mui/icons-material/Search';
import {
  DataGrid,
  ExportCsv,
  ExportPrint,
  GridColDef,
  QuickFilter,
  QuickFilterClear,
  QuickFilterControl,
  QuickFilterTrigger,
  Toolbar,
  ToolbarButton,
} from '@mui/x-data-grid';

const rows = Array.from({ length: 12 }, (_, i) => ({
  id: i + 1,
  volunteer: ['Asha', 'Bjorn', 'Carla', 'Dawit', 'Eun-ji', 'Farid'][i % 6],
  shift: ['Morning', 'Afternoon', 'Evening'][i % 3],
  hours: 2 + (i % 5),
}));

const columns: GridColDef[] = [
  { field: 'volunteer', headerName: 'Volunteer', flex: 1 },
  { field: 'shift', headerName: 'Shift', width: 130 },
  { field: 'hours', headerName: 'Hours', type: 'number', width: 100 },
];

function ShiftsToolbar() {
  const [menuAnchor, setMenuAnchor] = React.useState<HTMLElement | null>(null);
  const closeMenu = () => setMenuAnchor(null);

  return (
    <Toolbar>
      <Typography sx={{ flex: 1, fontWeight: 500 }}>Shifts</Typography>
      <Tooltip title="Export">
        <ToolbarButton
          id="shifts-export-trigger"
          aria-haspopup="true"
          aria-controls={menuAnchor ? 'shifts-export-menu' : undefined}
          aria-expanded={menuAnchor ? 'true' : undefined}
          onClick={(event) => setMenuAnchor(event.currentTarget)}
        >
          <FileDownloadIcon fontSize="small" />
        </ToolbarButton>
      </Tooltip>
      <Menu
        id="shifts-export-menu"
        anchorEl={menuAnchor}
        open={Boolean(menuAnchor)}
        onClose={closeMenu}
        slotProps={{ list: { 'aria-labelledby': 'shifts-export-trigger' } }}
      >
        {/* Each export part renders a MenuItem and keeps its own click behaviour. */}
        <ExportPrint render={<MenuItem />} onClick={closeMenu}>
          Print
        </ExportPrint>
        <ExportCsv render={<MenuItem />} options={{ fileName: 'shifts' }} onClick={closeMenu}>
          Download as CSV
        </ExportCsv>
      </Menu>
      <Divider orientation="vertical" flexItem sx={{ mx: 0.5 }} />
      {/* Collapsed to a search icon until clicked or until it holds a value. */}
      <QuickFilter>
        <QuickFilterTrigger
          render={(props, state) => (
            <Tooltip title="Search">
              <ToolbarButton {...props} color={state.value ? 'primary' : 'default'}>
                <SearchIcon fontSize="small" />
              </ToolbarButton>
            </Tooltip>
          )}
        />
        <QuickFilterControl
          render={({ ref, ...controlProps }, state) => (
            <TextField
              {...controlProps}
              inputRef={ref}
              placeholder="Search…"
              size="small"
              sx={{ display: state.expanded ? 'inline-flex' : 'none', width: 200 }}
              slotProps={{
                input: {
                  startAdornment: (
                    <InputAdornment position="start">
                      <SearchIcon fontSize="small" />
                    </InputAdornment>
                  ),
                  endAdornment: state.value ? (
                    <InputAdornment position="end">
                      <QuickFilterClear edge="end" size="small" aria-label="Clear search">
                        <CancelIcon fontSize="small" />
                      </QuickFilterClear>
                    </InputAdornment>
                  ) : null,
                },
                htmlInput: { ...controlProps.slotProps?.htmlInput, 'aria-label': 'Search' },
              }}
            />
          )}
        />
      </QuickFilter>
    </Toolbar>
  );
}

export default function ToolbarExportMenu() {
  return (
    <Box sx={{ height: 380, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} slots={{ toolbar: ShiftsToolbar }} showToolbar />
    </Box>
  );
}
