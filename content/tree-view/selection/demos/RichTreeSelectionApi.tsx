import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { useRichTreeViewApiRef } from '@mui/x-tree-view/hooks';

interface Ticket {
  id: string;
  label: string;
  priority?: 'high' | 'low';
  children?: Ticket[];
}

const board: Ticket[] = [
  {
    id: 'sprint-14',
    label: 'Sprint 14',
    children: [
      { id: 't-101', label: 'T-101 Login times out', priority: 'high' },
      { id: 't-102', label: 'T-102 Dark mode contrast', priority: 'low' },
      { id: 't-103', label: 'T-103 Export to CSV', priority: 'high' },
    ],
  },
  {
    id: 'backlog',
    label: 'Backlog',
    children: [
      { id: 't-120', label: 'T-120 Keyboard shortcuts', priority: 'low' },
      { id: 't-121', label: 'T-121 Crash on empty project', priority: 'high' },
    ],
  },
];

const highPriority = board
  .flatMap((group) => group.children ?? [])
  .filter((ticket) => ticket.priority === 'high');

export default function RichTreeSelectionApi() {
  const apiRef = useRichTreeViewApiRef<Ticket>();
  const [keepExisting, setKeepExisting] = React.useState(true);
  const [selected, setSelected] = React.useState<string[]>([]);

  const selectUrgent = (event: React.SyntheticEvent) => {
    highPriority.forEach((ticket, index) =>
      apiRef.current?.setItemSelection({
        event,
        itemId: ticket.id,
        shouldBeSelected: true,
        // The first call decides: replace the current value or add to it; the next calls add.
        keepExistingSelection: keepExisting || index > 0,
      }),
    );
  };

  return (
    <Box sx={{ minHeight: 360, minWidth: 300 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 1 }}>
        <Button size="small" variant="outlined" onClick={selectUrgent}>
          Select high priority
        </Button>
        <FormControlLabel
          control={
            <Switch checked={keepExisting} onChange={(event) => setKeepExisting(event.target.checked)} />
          }
          label="Add to the current selection"
        />
      </Box>
      <RichTreeView
        aria-label="Tickets"
        apiRef={apiRef}
        items={board}
        multiSelect
        defaultExpandedItems={['sprint-14', 'backlog']}
        isItemSelectionDisabled={(ticket) => Boolean(ticket.children)}
        selectedItems={selected}
        onSelectedItemsChange={(event, itemIds) => setSelected(itemIds)}
      />
      <Typography variant="body2" sx={{ mt: 1 }}>
        Selected: {selected.length ? selected.join(', ') : 'none'}
      </Typography>
    </Box>
  );
}
