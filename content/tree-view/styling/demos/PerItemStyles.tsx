import * as React from 'react';
import Box from '@mui/material/Box';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { treeItemClasses } from '@mui/x-tree-view/TreeItem';

interface Alert {
  id: string;
  label: string;
  severity: 'critical' | 'warning' | 'info';
  children?: Alert[];
}

const alerts: Alert[] = [
  {
    id: 'db',
    label: 'Database cluster',
    severity: 'critical',
    children: [
      { id: 'db-replica', label: 'Replica lag above 30 s', severity: 'critical' },
      { id: 'db-disk', label: 'Disk 81% full', severity: 'warning' },
    ],
  },
  {
    id: 'cdn',
    label: 'CDN',
    severity: 'info',
    children: [{ id: 'cdn-purge', label: 'Cache purge finished', severity: 'info' }],
  },
];

const colors = { critical: 'error.main', warning: 'warning.main', info: 'info.main' } as const;

const severityById = new Map<string, Alert['severity']>();
const index = (list: Alert[]) =>
  list.forEach((alert) => {
    severityById.set(alert.id, alert.severity);
    index(alert.children ?? []);
  });
index(alerts);

export default function PerItemStyles() {
  return (
    <Box sx={{ minHeight: 240, minWidth: 300 }}>
      <RichTreeView
        aria-label="Monitoring alerts"
        items={alerts}
        defaultExpandedItems={['db', 'cdn']}
        slotProps={{
          // A function receives each item's id and label and returns its props.
          item: ({ itemId }) => ({
            sx: {
              [`& > .${treeItemClasses.content}`]: {
                borderLeft: 4,
                borderColor: colors[severityById.get(itemId) ?? 'info'],
                my: 0.25,
              },
            },
          }),
        }}
      />
    </Box>
  );
}
