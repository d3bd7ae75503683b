import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { TreeViewDefaultItemModelProperties } from '@mui/x-tree-view/models';

// Three albums of generated tracks: "album-1/track-1" and so on.
const albums: TreeViewDefaultItemModelProperties[] = ['Night drive', 'Morning run', 'Focus'].map(
  (name, a) => ({
    id: `album-${a + 1}`,
    label: name,
    children: Array.from({ length: 3 + a }, (_, t) => ({
      id: `album-${a + 1}/track-${t + 1}`,
      label: `${name} – track ${t + 1}`,
    })),
  }),
);

const trackIds = albums.flatMap((album) => (album.children ?? []).map((track) => track.id));
// The albums go in too, so the value matches what propagation would produce for the same clicks.
const everyId = [...albums.map((album) => album.id), ...trackIds];

export default function SelectAllToolbar() {
  const [selected, setSelected] = React.useState<string[]>([]);
  const tracksSelected = selected.filter((id) => trackIds.includes(id)).length;

  return (
    <Box sx={{ minHeight: 360, minWidth: 300 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
        <Button size="small" variant="outlined" onClick={() => setSelected(everyId)}>
          Select every track
        </Button>
        <Button size="small" disabled={selected.length === 0} onClick={() => setSelected([])}>
          Clear
        </Button>
        <Typography variant="body2" role="status">
          {tracksSelected} of {trackIds.length} tracks
        </Typography>
      </Stack>
      <RichTreeView
        aria-label="Offline downloads"
        items={albums}
        multiSelect
        checkboxSelection
        selectionPropagation={{ parents: true, descendants: true }}
        defaultExpandedItems={['album-1']}
        selectedItems={selected}
        onSelectedItemsChange={(event, itemIds) => setSelected(itemIds)}
      />
    </Box>
  );
}
