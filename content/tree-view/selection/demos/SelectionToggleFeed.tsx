import * as React from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

const labels: Record<string, string> = {
  'cat-news': 'News',
  'cat-sport': 'Sport',
  'cat-science': 'Science',
  'cat-culture': 'Culture',
};

export default function SelectionToggleFeed() {
  const [changes, setChanges] = React.useState<{ id: number; text: string; added: boolean }[]>([]);
  const counter = React.useRef(0);

  return (
    <Box sx={{ minHeight: 280, minWidth: 280 }}>
      <SimpleTreeView
        aria-label="Newsletter topics"
        multiSelect
        checkboxSelection
        defaultExpandedItems={['topics']}
        onItemSelectionToggle={(event, itemId, isSelected) => {
          counter.current += 1;
          const text = `${labels[itemId] ?? itemId} ${isSelected ? 'added' : 'removed'}`;
          setChanges((previous) => [{ id: counter.current, text, added: isSelected }, ...previous].slice(0, 5));
        }}
      >
        <TreeItem itemId="topics" label="Topics" disableSelection>
          {Object.entries(labels).map(([itemId, label]) => (
            <TreeItem key={itemId} itemId={itemId} label={label} />
          ))}
        </TreeItem>
      </SimpleTreeView>
      <Stack direction="row" sx={{ mt: 1, flexWrap: 'wrap', gap: 1 }}>
        {changes.map((change) => (
          <Chip
            key={change.id}
            size="small"
            label={change.text}
            color={change.added ? 'success' : 'default'}
            variant="outlined"
          />
        ))}
      </Stack>
    </Box>
  );
}
