import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import ErrorOutlineOutlinedIcon from '@mui/icons-material/ErrorOutlineOutlined';
import { RichTreeViewPro } from '@mui/x-tree-view-pro/RichTreeViewPro';

interface Sensor {
  id: string;
  label: string;
  childrenCount: number;
}

const sites: Sensor[] = [
  { id: 'north', label: 'North greenhouse', childrenCount: 3 },
  { id: 'south', label: 'South greenhouse (flaky link)', childrenCount: 3 },
];

// The south site fails every other request.
let southAttempts = 0;

function fetchSensors(parentId?: string): Promise<Sensor[]> {
  return new Promise((resolve, reject) => {
    setTimeout(() => {
      if (parentId === 'south') {
        southAttempts += 1;
        if (southAttempts % 2 === 1) {
          reject(new Error('Gateway timeout'));
          return;
        }
      }
      resolve(
        ['Temperature', 'Humidity', 'Soil moisture'].map((name) => ({
          id: `${parentId}-${name.toLowerCase().replace(' ', '-')}`,
          label: name,
          childrenCount: 0,
        })),
      );
    }, 600);
  });
}

// Replaces the small red dot the item shows by default when loading failed.
// Only the class name is passed on: the slot also receives props meant for styled components.
function LoadError({ className }: { className?: string }) {
  return (
    <Box className={className} sx={{ position: 'absolute', right: -14, display: 'flex' }}>
      <ErrorOutlineOutlinedIcon color="error" sx={{ fontSize: 14 }} titleAccess="Loading failed" />
    </Box>
  );
}

export default function LazyLoadingErrors() {
  return (
    <Box sx={{ minWidth: 300 }}>
      {/* Virtualized: the tree fills this fixed-height box (room for 9 rows of 32px). */}
      <Box sx={{ height: 288 }}>
        <RichTreeViewPro
          aria-label="Greenhouse sensors"
          items={sites}
          dataSource={{ getChildrenCount: (sensor) => sensor.childrenCount, getTreeItems: fetchSensors }}
          slotProps={{ item: { slots: { errorIcon: LoadError } } }}
        />
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        Expand the south greenhouse: the first request fails, clicking again retries.
      </Typography>
    </Box>
  );
}
