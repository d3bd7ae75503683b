import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPremium, GridAiAssistantPanel, GridColDef, PromptResponse } from '@mui/x-data-grid-premium';

interface Sale {
  id: number;
  rep: string;
  region: string;
  product: string;
  units: number;
  revenue: number;
}

const reps = ['Alice Moreau', 'Bruno Silva', 'Chen Jing', 'Dana Levi', 'Emil Novak', 'Fatima Zahra'];
const regions = ['North', 'South', 'East', 'West'];
const products = ['Laptop', 'Monitor', 'Dock', 'Headset'];
const prices: Record<string, number> = { Laptop: 1200, Monitor: 320, Dock: 180, Headset: 90 };
const rows: Sale[] = Array.from({ length: 48 }, (_, index) => {
  const product = products[(index * 3) % products.length];
  const units = 1 + ((index * 7) % 25);
  return {
    id: index + 1,
    rep: reps[index % reps.length],
    region: regions[Math.floor(index / 2) % regions.length],
    product,
    units,
    revenue: units * prices[product],
  };
});

const columns: GridColDef<Sale>[] = [
  { field: 'rep', headerName: 'Sales rep', flex: 1, minWidth: 140 },
  { field: 'region', headerName: 'Region', width: 100 },
  { field: 'product', headerName: 'Product', width: 110 },
  { field: 'units', headerName: 'Units', type: 'number', width: 90 },
  { field: 'revenue', headerName: 'Revenue ($)', type: 'number', width: 130 },
];

// Stands in for the service that turns a prompt into grid changes. It reads a few
// keywords; a real resolver would send the prompt and its context to a language model.
let conversationCounter = 0;
function resolvePrompt(prompt: string, _context: string, conversationId?: string): Promise<PromptResponse> {
  const text = prompt.toLowerCase();
  const response: PromptResponse = {
    conversationId: conversationId ?? `demo-${(conversationCounter += 1)}`,
    select: -1,
    filters: [],
    aggregation: {},
    sorting: [],
    grouping: [],
    pivoting: {},
    chart: null,
  };
  regions
    .filter((region) => text.includes(region.toLowerCase()))
    .forEach((region) => response.filters.push({ column: 'region', operator: 'equals', value: region }));
  if (response.filters.length > 1) {
    response.filterOperator = 'or';
  }
  const product = products.find((name) => text.includes(name.toLowerCase()));
  if (product) {
    response.filters.push({ column: 'product', operator: 'equals', value: product });
    response.filterOperator = 'and';
  }
  if (/\b(top|best|highest|most)\b/.test(text)) {
    response.sorting.push({ column: 'revenue', direction: 'desc' });
  }
  const top = text.match(/top (\d+)/);
  if (top) {
    response.select = Number(top[1]);
  }
  const groupBy = ['rep', 'region', 'product'].find((field) => text.includes(`by ${field}`));
  if (groupBy) {
    response.grouping.push({ column: groupBy });
    response.aggregation = { units: 'sum', revenue: 'sum' };
  }
  const understood = response.filters.length + response.sorting.length + response.grouping.length > 0;
  return new Promise((resolve, reject) => {
    setTimeout(() => {
      if (understood) {
        resolve(response);
      } else {
        reject(new Error('Mention a region, a product, "top 5" or "by rep".'));
      }
    }, 800);
  });
}

export default function AiAssistantBasic() {
  return (
    <Box sx={{ height: 520, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        checkboxSelection
        aiAssistant
        onPrompt={resolvePrompt}
        slots={{ aiAssistantPanel: GridAiAssistantPanel }}
        showToolbar
      />
    </Box>
  );
}
