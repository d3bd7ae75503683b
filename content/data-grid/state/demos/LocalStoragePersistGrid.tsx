import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DataGrid, GridColDef, GridInitialState, useGridApiRef } from '@mui/x-data-grid';

const STORAGE_KEY = 'docs-demo-state-persist-grid';

interface Issue {
  id: number;
  title: string;
  label: string;
  votes: number;
}

const rows: Issue[] = [
  { id: 1, title: 'Add dark mode to the editor', label: 'feature', votes: 42 },
  { id: 2, title: 'Crash when pasting images', label: 'bug', votes: 17 },
  { id: 3, title: 'Keyboard shortcut for search', label: 'feature', votes: 28 },
  { id: 4, title: 'Typo in settings page', label: 'docs', votes: 3 },
  { id: 5, title: 'Slow start on large projects', label: 'bug', votes: 35 },
];

const columns: GridColDef<Issue>[] = [
  { field: 'title', headerName: 'Title', flex: 1 },
  { field: 'label', headerName: 'Label', width: 110 },
  { field: 'votes', headerName: 'Votes', type: 'number', width: 100 },
];

function readStoredState(): GridInitialState | undefined {
  try {
    const stored = window.localStorage.getItem(STORAGE_KEY);
    return stored ? (JSON.parse(stored) as GridInitialState) : undefined;
  } catch {
    return undefined;
  }
}

function PersistedGrid({ takeSkipSave }: { takeSkipSave: () => boolean }) {
  const apiRef = useGridApiRef();
  // Read once, before the first render of the grid.
  const [initialState] = React.useState(readStoredState);

  const save = React.useCallback(() => {
    if (takeSkipSave()) return;
    const snapshot = apiRef.current?.exportState();
    if (snapshot) {
      window.localStorage.setItem(STORAGE_KEY, JSON.stringify(snapshot));
    }
  }, [apiRef, takeSkipSave]);

  // Save when the page is hidden (tab switch, close) and when the grid unmounts.
  React.useEffect(() => {
    window.addEventListener('pagehide', save);
    return () => {
      window.removeEventListener('pagehide', save);
      save();
    };
  }, [save]);

  return <DataGrid apiRef={apiRef} rows={rows} columns={columns} initialState={initialState} />;
}

export default function LocalStoragePersistGrid() {
  const [mountKey, setMountKey] = React.useState(0);
  const skipSaveRef = React.useRef(false);
  // Answers once: the next save after "Forget" is skipped, later ones run.
  const takeSkipSave = React.useCallback(() => {
    const skip = skipSaveRef.current;
    skipSaveRef.current = false;
    return skip;
  }, []);

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1 }}>
        <Button variant="outlined" onClick={() => setMountKey((key) => key + 1)}>
          Unmount and mount again
        </Button>
        <Button
          onClick={() => {
            window.localStorage.removeItem(STORAGE_KEY);
            // Remount without letting the unmounting grid save its layout again.
            skipSaveRef.current = true;
            setMountKey((key) => key + 1);
          }}
        >
          Forget the saved layout
        </Button>
      </Stack>
      <Box sx={{ height: 360 }}>
        <PersistedGrid key={mountKey} takeSkipSave={takeSkipSave} />
      </Box>
    </Box>
  );
}
