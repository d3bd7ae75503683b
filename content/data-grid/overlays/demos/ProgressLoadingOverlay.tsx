import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, GridColDef } from '@mui/x-data-grid';

// The overlay is rendered by the grid, so its data comes through a context.
const ProgressContext = React.createContext(0);

function ImportProgressOverlay() {
  const progress = React.useContext(ProgressContext);
  return (
    <Stack sx={{ height: '100%', alignItems: 'center', justifyContent: 'center', gap: 1, px: 4 }}>
      <Typography variant="body2">Importing contacts… {progress}%</Typography>
      <LinearProgress
        variant="determinate"
        value={progress}
        aria-label="Import progress"
        sx={{ width: '100%', maxWidth: 280 }}
      />
    </Stack>
  );
}

const columns: GridColDef[] = [
  { field: 'name', headerName: 'Name', flex: 1 },
  { field: 'email', headerName: 'E-mail', flex: 1 },
];

const contacts = ['Aiko Sato', 'Bram de Vries', 'Chiara Conti', 'Dmitri Orlov', 'Esi Owusu'].map(
  (name, index) => ({
    id: index + 1,
    name,
    email: `${name.split(' ')[0].toLowerCase()}@example.com`,
  }),
);

export default function ProgressLoadingOverlay() {
  const [progress, setProgress] = React.useState(0);
  const [loading, setLoading] = React.useState(false);
  const [rows, setRows] = React.useState<typeof contacts>([]);

  React.useEffect(() => {
    if (!loading) {
      return undefined;
    }
    const timer = setInterval(() => {
      setProgress((prev) => Math.min(prev + 20, 100));
    }, 400);
    return () => clearInterval(timer);
  }, [loading]);

  React.useEffect(() => {
    if (loading && progress === 100) {
      setRows(contacts);
      setLoading(false);
    }
  }, [loading, progress]);

  const startImport = () => {
    setRows([]);
    setProgress(0);
    setLoading(true);
  };

  return (
    <Box sx={{ width: '100%' }}>
      <Button size="small" variant="outlined" onClick={startImport} disabled={loading} sx={{ mb: 1 }}>
        Import contacts
      </Button>
      <ProgressContext.Provider value={progress}>
        <Box sx={{ height: 300 }}>
          <DataGrid
            rows={rows}
            columns={columns}
            loading={loading}
            slots={{ loadingOverlay: ImportProgressOverlay }}
            hideFooter
          />
        </Box>
      </ProgressContext.Provider>
    </Box>
  );
}
