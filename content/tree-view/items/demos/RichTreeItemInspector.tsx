import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { useRichTreeViewApiRef } from '@mui/x-tree-view/hooks';
import { TreeViewDefaultItemModelProperties } from '@mui/x-tree-view/models';

type Item = TreeViewDefaultItemModelProperties;

const regions: Item[] = [
  {
    id: 'europe',
    label: 'Europe',
    children: [
      {
        id: 'france',
        label: 'France',
        children: [
          { id: 'lyon', label: 'Lyon' },
          { id: 'nice', label: 'Nice' },
        ],
      },
      { id: 'spain', label: 'Spain', children: [{ id: 'seville', label: 'Seville' }] },
    ],
  },
  {
    id: 'asia',
    label: 'Asia',
    children: [{ id: 'japan', label: 'Japan', children: [{ id: 'osaka', label: 'Osaka' }] }],
  },
];

export default function RichTreeItemInspector() {
  const apiRef = useRichTreeViewApiRef();
  const [details, setDetails] = React.useState('Select a place to see its path and children.');
  const [exported, setExported] = React.useState('');

  const describe = (itemId: string | null) => {
    const api = apiRef.current;
    if (!itemId || !api) return;
    // Walk up with getParentId to build a breadcrumb from the tree's own lookups.
    const path: string[] = [];
    for (let id: string | null = itemId; id !== null; id = api.getParentId(id)) {
      path.unshift(api.getItem(id).label);
    }
    const children = api.getItemOrderedChildrenIds(itemId).length;
    setDetails(`${path.join(' › ')} — ${children} direct ${children === 1 ? 'child' : 'children'}`);
  };

  return (
    <Box sx={{ minHeight: 340, minWidth: 280 }}>
      <RichTreeView
        aria-label="Regions"
        apiRef={apiRef}
        items={regions}
        defaultExpandedItems={['europe', 'france']}
        onSelectedItemsChange={(event, itemId) => describe(itemId)}
      />
      <Typography variant="body2" sx={{ mt: 1 }}>
        {details}
      </Typography>
      <Button
        size="small"
        variant="outlined"
        sx={{ mt: 1 }}
        onClick={() => setExported(JSON.stringify(apiRef.current?.getItemTree() ?? []).slice(0, 120))}
      >
        Export with getItemTree
      </Button>
      {exported && (
        <Typography
          component="pre"
          variant="caption"
          sx={{ mt: 1, whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}
        >
          {exported}…
        </Typography>
      )}
    </Box>
  );
}
