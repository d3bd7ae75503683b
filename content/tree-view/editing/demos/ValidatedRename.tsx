import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { useRichTreeViewApiRef } from '@mui/x-tree-view/hooks';
import { TreeViewCancellableEvent, TreeViewDefaultItemModelProperties } from '@mui/x-tree-view/models';

const bucket: TreeViewDefaultItemModelProperties[] = [
  {
    id: 'assets',
    label: 'assets',
    children: [
      { id: 'assets-logo', label: 'logo.svg' },
      { id: 'assets-hero', label: 'hero.webp' },
    ],
  },
  { id: 'index', label: 'index.html' },
];

const initialLabels: Record<string, string> = {};
const collect = (items: TreeViewDefaultItemModelProperties[]) =>
  items.forEach((item) => {
    initialLabels[item.id] = item.label;
    collect(item.children ?? []);
  });
collect(bucket);

export default function ValidatedRename() {
  const apiRef = useRichTreeViewApiRef();
  // The tree keeps edited labels internally; this copy is what the checks compare against.
  const [labels, setLabels] = React.useState(initialLabels);
  const [error, setError] = React.useState<string | null>(null);

  const validate = (itemId: string, value: string): string | null => {
    if (value.includes('/')) {
      return 'A name cannot contain "/".';
    }
    const siblings = apiRef.current?.getItemOrderedChildrenIds(apiRef.current.getParentId(itemId)) ?? [];
    if (siblings.some((id) => id !== itemId && labels[id] === value)) {
      return `"${value}" already exists here.`;
    }
    return null;
  };

  return (
    <Box sx={{ minHeight: 240, minWidth: 280 }}>
      <RichTreeView
        aria-label="Bucket objects"
        apiRef={apiRef}
        items={bucket}
        isItemEditable
        defaultExpandedItems={['assets']}
        onItemLabelChange={(itemId, label) => setLabels((previous) => ({ ...previous, [itemId]: label }))}
        slotProps={{
          item: ({ itemId }) => ({
            slotProps: {
              labelInput: {
                'aria-invalid': error !== null,
                'aria-describedby': 'rename-error',
                onChange: () => setError(null),
                onKeyDown: (event: React.KeyboardEvent<HTMLInputElement> & TreeViewCancellableEvent) => {
                  const problem = event.key === 'Enter' ? validate(itemId, event.currentTarget.value) : null;
                  if (problem) {
                    // Keep the input open: the tree does not save this value.
                    event.defaultMuiPrevented = true;
                    setError(problem);
                  }
                },
                onBlur: (event: React.FocusEvent<HTMLInputElement> & TreeViewCancellableEvent) => {
                  if (validate(itemId, event.currentTarget.value)) {
                    // Leaving with an invalid name cancels the edit instead of saving it.
                    event.defaultMuiPrevented = true;
                    apiRef.current?.setEditedItem(null);
                    setError(null);
                  }
                },
              },
            },
          }),
        }}
      />
      <Typography id="rename-error" variant="body2" color="error" role="alert" sx={{ mt: 1, minHeight: 20 }}>
        {error}
      </Typography>
    </Box>
  );
}
