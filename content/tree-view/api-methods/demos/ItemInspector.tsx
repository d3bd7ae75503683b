import * as React from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { useRichTreeViewApiRef } from '@mui/x-tree-view/hooks';

interface Region {
  id: string;
  label: string;
  population: number;
  children?: Region[];
}

const regions: Region[] = [
  {
    id: 'nordics',
    label: 'Nordics',
    population: 27_500_000,
    children: [
      { id: 'norway', label: 'Norway', population: 5_500_000 },
      { id: 'sweden', label: 'Sweden', population: 10_500_000 },
      { id: 'finland', label: 'Finland', population: 5_600_000 },
    ],
  },
  {
    id: 'baltics',
    label: 'Baltics',
    population: 6_000_000,
    children: [
      { id: 'estonia', label: 'Estonia', population: 1_400_000 },
      { id: 'latvia', label: 'Latvia', population: 1_900_000 },
    ],
  },
];

export default function ItemInspector() {
  const apiRef = useRichTreeViewApiRef<Region>();
  const [selected, setSelected] = React.useState<string | null>('sweden');

  const [info, setInfo] = React.useState<{ item: Region; parentId: string | null; childIds: string[] } | null>(
    null,
  );

  // The apiRef is filled once the tree has mounted, so read it in an effect.
  React.useEffect(() => {
    const api = apiRef.current;
    if (!selected || !api?.getItem || !api.getParentId || !api.getItemOrderedChildrenIds) {
      setInfo(null);
      return;
    }
    setInfo({
      item: api.getItem(selected),
      parentId: api.getParentId(selected),
      childIds: api.getItemOrderedChildrenIds(selected),
    });
  }, [apiRef, selected]);

  return (
    <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', minHeight: 280 }}>
      <RichTreeView
        aria-label="Regions"
        apiRef={apiRef}
        items={regions}
        defaultExpandedItems={['nordics']}
        selectedItems={selected}
        onSelectedItemsChange={(event, itemId) => setSelected(itemId)}
        sx={{ minWidth: 200 }}
      />
      <Paper variant="outlined" sx={{ p: 2, width: 260, alignSelf: 'flex-start' }}>
        <Typography variant="subtitle2">{info ? info.item.label : 'Select a region'}</Typography>
        {info ? (
          <React.Fragment>
            <Typography variant="body2">Population: {info.item.population.toLocaleString('en-US')}</Typography>
            <Typography variant="body2">Parent id: {info.parentId ?? 'none (top level)'}</Typography>
            <Typography variant="body2">
              Children: {info.childIds.length ? info.childIds.join(', ') : 'none'}
            </Typography>
          </React.Fragment>
        ) : null}
      </Paper>
    </Box>
  );
}
