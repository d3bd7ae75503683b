import * as React from 'react';
import Box from '@mui/material/Box';
import Tooltip from '@mui/material/Tooltip';
import {
  DataGrid,
  GridColDef,
  GridEditInputCell,
  GridPreProcessEditCellProps,
  GridRenderEditCellParams,
} from '@mui/x-data-grid';

interface Account {
  id: number;
  username: string;
  plan: string;
}

const rows: Account[] = [
  { id: 1, username: 'river.song', plan: 'Team' },
  { id: 2, username: 'amy.pond', plan: 'Free' },
  { id: 3, username: 'rory.w', plan: 'Business' },
];

const takenOnServer = new Set(['admin', 'root', 'support', 'clara.o']);

// A fake server call that answers after 400 ms.
function checkUsername(username: string) {
  return new Promise<string | false>((resolve) => {
    setTimeout(() => {
      if (username.length < 3) {
        resolve('At least 3 characters');
      } else {
        resolve(takenOnServer.has(username.toLowerCase()) ? `"${username}" is taken` : false);
      }
    }, 400);
  });
}

function UsernameEditCell(props: GridRenderEditCellParams) {
  const { error, isProcessingProps } = props;
  const title = isProcessingProps ? 'Checking...' : typeof error === 'string' ? error : '';
  return (
    <Tooltip open={Boolean(title)} title={title} placement="bottom-start">
      <Box sx={{ width: '100%', height: '100%', display: 'flex' }}>
        <GridEditInputCell {...props} />
      </Box>
    </Tooltip>
  );
}

const columns: GridColDef<Account>[] = [
  {
    field: 'username',
    headerName: 'Username (try "admin")',
    flex: 1,
    editable: true,
    // Returning a promise: the grid waits for it before it lets the edit commit.
    preProcessEditCellProps: async (params: GridPreProcessEditCellProps<string>) => {
      if (!params.hasChanged) {
        return params.props;
      }
      const error = await checkUsername(params.props.value ?? '');
      return { ...params.props, error };
    },
    renderEditCell: (params) => <UsernameEditCell {...params} />,
  },
  { field: 'plan', headerName: 'Plan', width: 120 },
];

export default function AsyncValidation() {
  return (
    <Box sx={{ height: 300, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} hideFooter />
    </Box>
  );
}
