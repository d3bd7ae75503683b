import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGridPro, GridColDef, GridDataSource, GridGetRowsParams } from '@mui/x-data-grid-pro';

interface Account {
  id: string;
  code: string;
  label: string;
  balance: number;
  children: number;
}

const GROUPS = [
  { code: '1000', label: 'Assets' },
  { code: '2000', label: 'Liabilities' },
  { code: '3000', label: 'Equity' },
  { code: '4000', label: 'Revenue' },
];

function accountsUnder(groupKeys: string[]): Account[] {
  if (groupKeys.length === 0) {
    return GROUPS.map((group, g) => ({
      id: group.code,
      ...group,
      balance: 250_000 - g * 40_000,
      children: 3,
    }));
  }
  const parent = groupKeys[0];
  return [1, 2, 3].map((n) => ({
    id: `${parent}-${n}`,
    code: String(Number(parent) + n * 10),
    label: `Sub-account ${n}`,
    balance: 10_000 * n + Number(parent) / 10,
    children: 0,
  }));
}

// Liabilities fail on every other attempt, so the first expansion fails and the next one works.
let liabilityAttempts = 0;
async function getAccounts({ groupKeys = [] }: GridGetRowsParams) {
  await new Promise((resolve) => setTimeout(resolve, 400));
  if (groupKeys[0] === '2000') {
    liabilityAttempts += 1;
    if (liabilityAttempts % 2 === 1) {
      throw new Error('Ledger service timed out');
    }
  }
  const rows = accountsUnder(groupKeys);
  return groupKeys.length === 0 ? { rows, rowCount: rows.length } : { rows };
}

const dataSource: GridDataSource = {
  getRows: getAccounts,
  getGroupKey: (row) => row.code,
  getChildrenCount: (row) => row.children,
};

const columns: GridColDef[] = [
  { field: 'label', headerName: 'Account', flex: 1, sortable: false },
  { field: 'balance', headerName: 'Balance', type: 'number', width: 140, sortable: false },
];

export default function ChildrenFetchError() {
  const [lastError, setLastError] = React.useState('');

  return (
    <Box sx={{ width: '100%' }}>
      <Typography variant="body2" sx={{ mb: 1, minHeight: 20 }} color={lastError ? 'error' : 'text.secondary'}>
        {lastError || 'Expand Liabilities (2000): the first attempt fails.'}
      </Typography>
      <Box sx={{ height: 400 }}>
        <DataGridPro
          treeData
          columns={columns}
          dataSource={dataSource}
          dataSourceCache={null}
          disableColumnFilter
          groupingColDef={{ headerName: 'Code', width: 180 }}
          onDataSourceError={(error) => {
            const branch = 'params' in error && 'groupKeys' in error.params ? error.params.groupKeys : [];
            setLastError(`Could not load ${branch?.join(' / ') || 'the top level'}: ${error.message}`);
          }}
        />
      </Box>
    </Box>
  );
}
