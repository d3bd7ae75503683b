import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { RichTreeViewPro } from '@mui/x-tree-view-pro/RichTreeViewPro';
import { TreeViewDefaultItemModelProperties } from '@mui/x-tree-view/models';

const QUEUES = ['Billing', 'Login', 'Mobile app', 'Shipping', 'Returns', 'API', 'Invoices', 'Accounts'];
const SUBJECTS = [
  'Charged twice',
  'Reset link expired',
  'App crashes',
  'Parcel missing',
  'Refund pending',
  'Rate limit hit',
  'Wrong VAT number',
  'Email change',
];

// 8 queues × 150 tickets, all queues open: 1,208 visible rows.
const queues: TreeViewDefaultItemModelProperties[] = QUEUES.map((queue, q) => ({
  id: `queue-${q}`,
  label: queue,
  children: Array.from({ length: 150 }, (_, t) => ({
    id: `ticket-${q}-${t}`,
    label: `#${40000 + q * 150 + t} ${SUBJECTS[(q + t * 3) % SUBJECTS.length]}`,
  })),
}));
const openQueues = queues.map((queue) => queue.id);

export default function MountedRowsCounter() {
  const [virtualized, setVirtualized] = React.useState(true);
  const [mounted, setMounted] = React.useState(0);
  const containerRef = React.useRef<HTMLDivElement>(null);

  // Count the tree items that exist in the DOM, whenever rows are added or removed.
  React.useEffect(() => {
    const container = containerRef.current;
    if (!container) {
      return undefined;
    }
    const count = () => setMounted(container.querySelectorAll('[role="treeitem"]').length);
    count();
    const observer = new MutationObserver(count);
    observer.observe(container, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, []);

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ mb: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <FormControlLabel
          control={
            <Switch checked={virtualized} onChange={(event) => setVirtualized(event.target.checked)} />
          }
          label="Virtualization"
        />
        <Typography variant="body2" color="text.secondary">
          {mounted.toLocaleString('en-US')} of 1,208 rows in the DOM
        </Typography>
      </Stack>
      {/* overflow: auto scrolls the tree once it stops scrolling itself (virtualization off). */}
      <Box
        ref={containerRef}
        sx={{ height: 320, overflow: 'auto', border: 1, borderColor: 'divider', borderRadius: 1 }}
      >
        <RichTreeViewPro
          aria-label="Support tickets"
          items={queues}
          defaultExpandedItems={openQueues}
          disableVirtualization={!virtualized}
        />
      </Box>
    </Box>
  );
}
