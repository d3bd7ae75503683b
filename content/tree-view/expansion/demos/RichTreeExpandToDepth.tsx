import * as React from 'react';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { TreeViewDefaultItemModelProperties } from '@mui/x-tree-view/models';

type Item = TreeViewDefaultItemModelProperties;

const company: Item[] = [
  {
    id: 'eng',
    label: 'Engineering',
    children: [
      {
        id: 'eng-web',
        label: 'Web',
        children: [
          { id: 'eng-web-ana', label: 'Ana Ruiz' },
          { id: 'eng-web-li', label: 'Li Wei' },
        ],
      },
      { id: 'eng-data', label: 'Data', children: [{ id: 'eng-data-sam', label: 'Sam Patel' }] },
    ],
  },
  {
    id: 'ops',
    label: 'Operations',
    children: [
      { id: 'ops-support', label: 'Support', children: [{ id: 'ops-support-jo', label: 'Jo Berg' }] },
    ],
  },
];

/** Ids of the items with children down to `depth` levels (0 = everything closed). */
function branchesUpTo(items: Item[], depth: number, level = 1): string[] {
  if (level > depth) return [];
  return items.flatMap((item) =>
    item.children?.length ? [item.id, ...branchesUpTo(item.children, depth, level + 1)] : [],
  );
}

export default function RichTreeExpandToDepth() {
  const [depth, setDepth] = React.useState(1);
  const [expanded, setExpanded] = React.useState(() => branchesUpTo(company, 1));

  const changeDepth = (next: number | null) => {
    if (next === null) return;
    setDepth(next);
    setExpanded(branchesUpTo(company, next));
  };

  return (
    <Box sx={{ minHeight: 330, minWidth: 280 }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={depth}
        onChange={(event, next: number | null) => changeDepth(next)}
        aria-label="Levels to open"
        sx={{ mb: 1 }}
      >
        <ToggleButton value={0}>Closed</ToggleButton>
        <ToggleButton value={1}>Departments</ToggleButton>
        <ToggleButton value={2}>Teams</ToggleButton>
      </ToggleButtonGroup>
      <RichTreeView
        aria-label="Company"
        items={company}
        expandedItems={expanded}
        onExpandedItemsChange={(event, itemIds) => setExpanded(itemIds)}
      />
    </Box>
  );
}
