import * as React from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';

interface Planet {
  id: string;
  label: string;
  detail: string;
  children?: Planet[];
}

const solarSystem: Planet[] = [
  {
    id: 'inner',
    label: 'Inner planets',
    detail: 'Four rocky planets close to the Sun.',
    children: [
      { id: 'mercury', label: 'Mercury', detail: 'A year lasts 88 Earth days.' },
      { id: 'venus', label: 'Venus', detail: 'Surface temperature around 465 °C.' },
      { id: 'earth', label: 'Earth', detail: 'One natural satellite, the Moon.' },
      { id: 'mars', label: 'Mars', detail: 'Home of Olympus Mons.' },
    ],
  },
  {
    id: 'outer',
    label: 'Outer planets',
    detail: 'Gas and ice giants beyond the asteroid belt.',
    children: [
      { id: 'jupiter', label: 'Jupiter', detail: 'More than 90 known moons.' },
      { id: 'saturn', label: 'Saturn', detail: 'Rings made mostly of ice.' },
    ],
  },
];

const details = new Map<string, string>();
const collect = (planets: Planet[]) =>
  planets.forEach((planet) => {
    details.set(planet.id, planet.detail);
    collect(planet.children ?? []);
  });
collect(solarSystem);

export default function FocusedItemDetails() {
  const [focused, setFocused] = React.useState<string | null>(null);

  return (
    <Box sx={{ display: 'flex', gap: 2, minHeight: 280, flexWrap: 'wrap' }}>
      <RichTreeView
        aria-label="Planets"
        items={solarSystem}
        defaultExpandedItems={['inner']}
        onItemFocus={(event, itemId) => setFocused(itemId)}
        sx={{ minWidth: 220 }}
      />
      <Paper variant="outlined" sx={{ p: 2, width: 240, alignSelf: 'flex-start' }}>
        <Typography variant="subtitle2">{focused ?? 'Nothing focused'}</Typography>
        <Typography variant="body2" color="text.secondary">
          {focused ? details.get(focused) : 'Tab into the tree and use the arrow keys.'}
        </Typography>
      </Paper>
    </Box>
  );
}
