import * as React from 'react';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem, TreeItemProps } from '@mui/x-tree-view/TreeItem';

const invoices = [
  { id: 'inv-41', label: 'Invoice 41', note: 'Paid by transfer' },
  { id: 'inv-42', label: 'Invoice 42', note: 'Waiting for approval' },
  { id: 'inv-43', label: 'Invoice 43', note: '' },
];

export default function KeepFocusWhileEditing() {
  const panelRef = React.useRef<HTMLDivElement>(null);
  const [current, setCurrent] = React.useState(invoices[0].id);
  const [notes, setNotes] = React.useState(() =>
    Object.fromEntries(invoices.map((inv) => [inv.id, inv.note])),
  );

  // Focus moving into the notes panel is not a real blur: keep the item highlighted as the focused one.
  const keepWhenInPanel: TreeItemProps['onBlur'] = (event) => {
    if (panelRef.current?.contains(event.relatedTarget as Node)) {
      event.defaultMuiPrevented = true;
    }
  };

  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, minHeight: 200 }}>
      <SimpleTreeView
        aria-label="Invoices"
        onItemFocus={(event, itemId) => setCurrent(itemId)}
        sx={{ minWidth: 180 }}
      >
        {invoices.map((inv) => (
          <TreeItem key={inv.id} itemId={inv.id} label={inv.label} onBlur={keepWhenInPanel} />
        ))}
      </SimpleTreeView>
      <Box ref={panelRef} sx={{ flex: '1 1 200px' }}>
        <TextField
          fullWidth
          multiline
          minRows={3}
          label={`Notes for ${current}`}
          value={notes[current]}
          onChange={(event) => setNotes((previous) => ({ ...previous, [current]: event.target.value }))}
        />
      </Box>
    </Box>
  );
}
