import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { useRichTreeViewApiRef } from '@mui/x-tree-view/hooks';
import { TreeViewDefaultItemModelProperties } from '@mui/x-tree-view/models';

const services: TreeViewDefaultItemModelProperties[] = [
  {
    id: 'eu-west',
    label: 'eu-west',
    children: [
      { id: 'eu-west-api', label: 'API gateway' },
      { id: 'eu-west-db', label: 'Database' },
    ],
  },
  {
    id: 'us-east',
    label: 'us-east',
    children: [
      { id: 'us-east-api', label: 'API gateway' },
      { id: 'us-east-db', label: 'Database' },
    ],
  },
];

export default function ToggleDisabledFromApi() {
  const apiRef = useRichTreeViewApiRef();
  const [down, setDown] = React.useState(false);

  const toggleOutage = () => {
    // Disable the region and its children without rebuilding the items.
    apiRef.current?.setIsItemDisabled({ itemId: 'us-east', shouldBeDisabled: !down });
    setDown(!down);
  };

  return (
    <Box sx={{ minHeight: 280, minWidth: 280 }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1 }}>
        <Button size="small" variant="outlined" color={down ? 'success' : 'warning'} onClick={toggleOutage}>
          {down ? 'End us-east outage' : 'Simulate us-east outage'}
        </Button>
      </Stack>
      <RichTreeView
        aria-label="Services by region"
        apiRef={apiRef}
        items={services}
        defaultExpandedItems={['eu-west']}
      />
    </Box>
  );
}
