import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';

interface Channel {
  id: string;
  label: string;
  kind: 'group' | 'channel';
  archived?: boolean;
  children?: Channel[];
}

const channels: Channel[] = [
  {
    id: 'team',
    label: 'Team',
    kind: 'group',
    children: [
      { id: 'general', label: '# general', kind: 'channel' },
      { id: 'random', label: '# random', kind: 'channel' },
      { id: 'offsite-2024', label: '# offsite-2024', kind: 'channel', archived: true },
    ],
  },
  {
    id: 'projects',
    label: 'Projects',
    kind: 'group',
    children: [
      { id: 'website', label: '# website', kind: 'channel' },
      { id: 'mobile', label: '# mobile-app', kind: 'channel' },
    ],
  },
];

const isItemSelectionDisabled = (item: Channel) => item.kind === 'group';
const isItemDisabled = (item: Channel) => Boolean(item.archived);

export default function GroupHeadersNotSelectable() {
  const [selected, setSelected] = React.useState<string[]>([]);

  return (
    <Box sx={{ minHeight: 300, minWidth: 280 }}>
      <RichTreeView
        aria-label="Channels to mute"
        items={channels}
        multiSelect
        checkboxSelection
        defaultExpandedItems={['team', 'projects']}
        isItemSelectionDisabled={isItemSelectionDisabled}
        isItemDisabled={isItemDisabled}
        selectedItems={selected}
        onSelectedItemsChange={(event, itemIds) => setSelected(itemIds)}
      />
      <Typography variant="body2" sx={{ mt: 1 }}>
        Muted: {selected.length ? selected.join(', ') : 'none'}
      </Typography>
    </Box>
  );
}
