import * as React from 'react';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { RichTreeViewPro } from '@mui/x-tree-view-pro/RichTreeViewPro';
import { TreeViewDefaultItemModelProperties } from '@mui/x-tree-view/models';

const PACKAGES = ['web', 'api', 'mobile', 'shared', 'docs'];
const FOLDERS = ['components', 'hooks', 'utils', 'routes', 'tests'];
const NAMES = ['Account', 'Billing', 'Cart', 'Invoice', 'Order', 'Profile', 'Search', 'Session'];
const KINDS = ['List', 'Form', 'Card', 'Dialog'];

// 5 packages × 5 folders × 32 files: 830 items.
const project: TreeViewDefaultItemModelProperties[] = PACKAGES.map((pkg) => ({
  id: pkg,
  label: pkg,
  children: FOLDERS.map((folder) => ({
    id: `${pkg}/${folder}`,
    label: folder,
    children: NAMES.flatMap((name) =>
      KINDS.map((kind) => {
        const file = `${name}${kind}.${folder === 'tests' ? 'test.ts' : 'tsx'}`;
        return { id: `${pkg}/${folder}/${file}`, label: file };
      }),
    ),
  })),
}));

export default function ProjectPanelFill() {
  const [selected, setSelected] = React.useState<string | null>(null);

  return (
    // The panel has a fixed height; the header and footer take what they need.
    <Paper variant="outlined" sx={{ height: 380, display: 'flex', flexDirection: 'column' }}>
      <Typography variant="subtitle2" sx={{ px: 1.5, py: 1 }}>
        Project files
      </Typography>
      <Divider />
      {/* flex: 1 gives this box the rest of the panel; minHeight: 0 lets it shrink below its content. */}
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <RichTreeViewPro
          aria-label="Project files"
          items={project}
          defaultExpandedItems={['web', 'web/components']}
          selectedItems={selected}
          onSelectedItemsChange={(_, itemId) => setSelected(itemId)}
        />
      </Box>
      <Divider />
      <Typography variant="body2" color="text.secondary" noWrap sx={{ px: 1.5, py: 1 }}>
        {selected ?? 'No file selected'}
      </Typography>
    </Paper>
  );
}
