import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RichTreeViewPro } from '@mui/x-tree-view-pro/RichTreeViewPro';

interface Place {
  id: string;
  label: string;
  childrenCount: number;
  children?: Place[];
}

const countries: Place[] = [
  { id: 'pt', label: 'Portugal', childrenCount: 2 },
  { id: 'gr', label: 'Greece', childrenCount: 2 },
];

const cities: Record<string, [string, string[]][]> = {
  pt: [
    ['Lisbon', ['Alfama', 'Belém']],
    ['Porto', ['Ribeira', 'Foz']],
  ],
  gr: [
    ['Athens', ['Plaka', 'Kolonaki']],
    ['Thessaloniki', ['Ladadika', 'Kalamaria']],
  ],
};

let requestCount = 0;

// A country request also returns each city's districts, inline.
function fetchPlaces(parentId?: string): Promise<Place[]> {
  requestCount += 1;
  const result = (cities[parentId ?? ''] ?? []).map(([city, districts]) => ({
    id: `${parentId}-${city.toLowerCase()}`,
    label: city,
    childrenCount: districts.length,
    children: districts.map((district) => ({
      id: `${parentId}-${city.toLowerCase()}-${district.toLowerCase()}`,
      label: district,
      childrenCount: 0,
    })),
  }));
  return new Promise((resolve) => {
    setTimeout(() => resolve(result), 600);
  });
}

export default function NestedResponse() {
  const [requests, setRequests] = React.useState(0);

  return (
    <Box sx={{ minWidth: 280 }}>
      {/* Virtualized: the tree fills this fixed-height box (room for 15 rows of 32px). */}
      <Box sx={{ height: 480 }}>
        <RichTreeViewPro
          aria-label="Travel destinations"
          items={countries}
          dataSource={{ getChildrenCount: (place) => place.childrenCount, getTreeItems: fetchPlaces }}
          onItemsLazyLoaded={() => setRequests(requestCount)}
        />
      </Box>
      <Typography variant="body2" sx={{ mt: 1 }}>
        Requests sent to the server: {requests}
      </Typography>
    </Box>
  );
}
