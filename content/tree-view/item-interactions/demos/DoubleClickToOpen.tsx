import * as React from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';

interface Doc {
  id: string;
  label: string;
  body?: string;
  children?: Doc[];
}

const docs: Doc[] = [
  {
    id: 'meetings',
    label: 'Meeting notes',
    children: [
      {
        id: 'meetings-kickoff',
        label: 'Kick-off',
        body: 'Scope agreed, first milestone at the end of the month.',
      },
      {
        id: 'meetings-review',
        label: 'Design review',
        body: 'Navigation approved; the settings page needs another pass.',
      },
    ],
  },
  { id: 'roadmap', label: 'Roadmap', body: 'Q1: search. Q2: offline mode. Q3: sharing.' },
];

const byId = new Map<string, Doc>();
const index = (list: Doc[]) =>
  list.forEach((doc) => {
    byId.set(doc.id, doc);
    index(doc.children ?? []);
  });
index(docs);

export default function DoubleClickToOpen() {
  const [openId, setOpenId] = React.useState<string | null>(null);
  const open = openId ? byId.get(openId) : undefined;

  const openDocument = (itemId: string) => {
    // Folders have no body: a double-click on them only toggles them, as a click does.
    if (byId.get(itemId)?.body) {
      setOpenId(itemId);
    }
  };

  return (
    <Box sx={{ display: 'flex', gap: 2, minHeight: 220, flexWrap: 'wrap' }}>
      <RichTreeView
        aria-label="Documents"
        items={docs}
        defaultExpandedItems={['meetings']}
        sx={{ minWidth: 220 }}
        slotProps={{
          item: ({ itemId }) => ({
            onDoubleClick: (event: React.MouseEvent) => {
              // The event bubbles through the ancestors' items: handle it once, on the item clicked.
              event.stopPropagation();
              openDocument(itemId);
            },
            // Enter on a leaf selects it; let it open the document as well.
            onKeyDown: (event: React.KeyboardEvent) => {
              if (event.key === 'Enter' && event.target === event.currentTarget) {
                openDocument(itemId);
              }
            },
          }),
        }}
      />
      <Paper variant="outlined" sx={{ p: 2, flex: 1, minWidth: 220 }} aria-live="polite">
        {open ? (
          <React.Fragment>
            <Typography variant="subtitle2">{open.label}</Typography>
            <Typography variant="body2">{open.body}</Typography>
          </React.Fragment>
        ) : (
          <Typography variant="body2" color="text.secondary">
            Double-click a document, or focus it and press Enter, to open it here.
          </Typography>
        )}
      </Paper>
    </Box>
  );
}
