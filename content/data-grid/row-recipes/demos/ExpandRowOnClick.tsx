import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGrid, GridColDef, GridRenderCellParams, GridRowId } from '@mui/x-data-grid';

interface Release {
  id: number;
  version: string;
  date: Date;
  summary: string;
  notes: string[];
}

const rows: Release[] = [
  { id: 1, version: '4.2.0', summary: 'Offline mode', notes: ['Queue edits while offline', 'Sync on reconnect', 'New status banner'] },
  { id: 2, version: '4.1.3', summary: 'Bug fixes', notes: ['Fix crash when a file name has an emoji', 'Faster cold start'] },
  { id: 3, version: '4.1.0', summary: 'Shared folders', notes: ['Invite by link', 'Read-only members', 'Activity feed per folder', 'Quota warnings'] },
  { id: 4, version: '4.0.1', summary: 'Security update', notes: ['Rotate session keys on password change'] },
  { id: 5, version: '4.0.0', summary: 'New editor', notes: ['Rewritten editor', 'Markdown shortcuts', 'Drop support for v2 links'] },
].map((release, index) => ({ ...release, date: new Date(2026, 9 - index * 2, 3 + index * 4) }));

export default function ExpandRowOnClick() {
  const [expanded, setExpanded] = React.useState<ReadonlySet<GridRowId>>(() => new Set([1]));

  const columns = React.useMemo<GridColDef<Release>[]>(
    () => [
      { field: 'version', headerName: 'Version', width: 100 },
      { field: 'date', headerName: 'Released', type: 'date', width: 120 },
      {
        field: 'summary',
        headerName: 'Changes (click a row)',
        flex: 1,
        sortable: false,
        renderCell: (params: GridRenderCellParams<Release, string>) =>
          expanded.has(params.id) ? (
            <Box sx={{ py: 1 }}>
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                {params.value}
              </Typography>
              <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
                {params.row.notes.map((note) => (
                  <li key={note}>{note}</li>
                ))}
              </Box>
            </Box>
          ) : (
            `${params.value} (${params.row.notes.length} changes)`
          ),
      },
    ],
    [expanded],
  );

  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        // Expanded rows measure their content; the others keep the default height.
        getRowHeight={({ id }) => (expanded.has(id) ? 'auto' : null)}
        onRowClick={(params) =>
          setExpanded((previous) => {
            const next = new Set(previous);
            if (next.has(params.id)) {
              next.delete(params.id);
            } else {
              next.add(params.id);
            }
            return next;
          })
        }
        hideFooter
      />
    </Box>
  );
}
