import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import FilterListIcon from '@mui/icons-material/FilterList';
import ViewColumnIcon from '@mui/icons-material/ViewColumn';
import {
  ColumnsPanelTrigger,
  DataGrid,
  ExportCsv,
  FilterPanelTrigger,
  Toolbar,
  ToolbarButton,
  type GridColDef,
} from '@mui/x-data-grid';

interface Member {
  id: number;
  name: string;
  role: string;
  commits: number;
}

const rows: Member[] = [
  { id: 1, name: 'Ines Duarte', role: 'Frontend', commits: 412 },
  { id: 2, name: 'Kofi Mensah', role: 'Backend', commits: 388 },
  { id: 3, name: 'Lena Vogel', role: 'Design', commits: 97 },
  { id: 4, name: 'Mateo Ruiz', role: 'Frontend', commits: 251 },
  { id: 5, name: 'Noor Haddad', role: 'QA', commits: 164 },
];

const columns: GridColDef<Member>[] = [
  { field: 'name', headerName: 'Name', flex: 1 },
  { field: 'role', headerName: 'Role', width: 130 },
  { field: 'commits', headerName: 'Commits', type: 'number', width: 110 },
];

// Rendered by the grid in place of its default toolbar; the triggers are already wired to grid state.
function TeamToolbar() {
  return (
    <Toolbar>
      <Typography sx={{ flex: 1, mx: 0.5, fontWeight: 'medium' }}>Team roster</Typography>
      <Tooltip title="Choose columns">
        <ColumnsPanelTrigger render={<ToolbarButton />}>
          <ViewColumnIcon fontSize="small" />
        </ColumnsPanelTrigger>
      </Tooltip>
      <Tooltip title="Filter rows">
        <FilterPanelTrigger
          render={(props, state) => (
            <ToolbarButton {...props} color="default">
              <Badge badgeContent={state.filterCount} color="primary" variant="dot">
                <FilterListIcon fontSize="small" />
              </Badge>
            </ToolbarButton>
          )}
        />
      </Tooltip>
      <Tooltip title="Download as CSV">
        <ExportCsv render={<ToolbarButton />}>
          <FileDownloadIcon fontSize="small" />
        </ExportCsv>
      </Tooltip>
    </Toolbar>
  );
}

export default function CustomToolbarSlot() {
  return (
    <Box sx={{ height: 360, width: '100%' }}>
      {/* `showToolbar` is required (since v8): without it the toolbar slot is never rendered. */}
      <DataGrid rows={rows} columns={columns} slots={{ toolbar: TeamToolbar }} showToolbar />
    </Box>
  );
}
