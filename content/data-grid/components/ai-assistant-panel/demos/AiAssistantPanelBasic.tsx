import * as React from 'react';
import Box from '@mui/material/Box';
import Tooltip from '@mui/material/Tooltip';
import AutoAwesomeIcon from '@mui/icons-material/AutoAwesome';
import {
  AiAssistantPanelTrigger,
  DataGridPremium,
  GridAiAssistantPanel,
  GridColDef,
  PromptResponse,
  Toolbar,
  ToolbarButton,
} from '@mui/x-data-grid-premium';

interface Order {
  id: number;
  product: string;
  region: string;
  units: number;
  revenue: number;
}

const products = ['Espresso machine', 'Grinder', 'Milk frother', 'Kettle', 'Scale'];
const regions = ['North', 'South', 'East', 'West'];
const rows: Order[] = Array.from({ length: 40 }, (_, index) => {
  const units = 2 + ((index * 17) % 40);
  return {
    id: index + 1,
    product: products[index % products.length],
    region: regions[(index * 3) % regions.length],
    units,
    revenue: units * (40 + (index % products.length) * 35),
  };
});

const columns: GridColDef<Order>[] = [
  { field: 'product', headerName: 'Product', flex: 1 },
  { field: 'region', headerName: 'Region', width: 110 },
  { field: 'units', headerName: 'Units', type: 'number', width: 100 },
  { field: 'revenue', headerName: 'Revenue ($)', type: 'number', width: 130 },
];

// A stand-in for a language model: it understands a few phrases and answers like a real service.
let conversationCounter = 0;
function resolvePrompt(prompt: string, _context: string, conversationId?: string): Promise<PromptResponse> {
  const text = prompt.toLowerCase();
  const response: PromptResponse = {
    conversationId: conversationId ?? `local-${(conversationCounter += 1)}`,
    select: -1,
    filters: [],
    aggregation: {},
    sorting: [],
    grouping: [],
    pivoting: {},
    chart: null,
  };
  const region = regions.find((name) => text.includes(name.toLowerCase()));
  if (region) {
    response.filters.push({ column: 'region', operator: 'equals', value: region });
  }
  if (text.includes('revenue') || text.includes('best')) {
    response.sorting.push({ column: 'revenue', direction: text.includes('lowest') ? 'asc' : 'desc' });
  }
  if (text.includes('by product')) {
    response.grouping.push({ column: 'product' });
    response.aggregation = { units: 'sum', revenue: 'sum' };
  }
  const understood = region || response.sorting.length > 0 || response.grouping.length > 0;
  return new Promise((resolve, reject) => {
    setTimeout(() => {
      if (understood) {
        resolve(response);
      } else {
        reject(new Error('Try a region name, "highest revenue" or "by product".'));
      }
    }, 700);
  });
}

function AssistantToolbar() {
  return (
    <Toolbar>
      <Tooltip title="AI Assistant">
        <AiAssistantPanelTrigger render={<ToolbarButton aria-label="AI Assistant" />}>
          <AutoAwesomeIcon fontSize="small" />
        </AiAssistantPanelTrigger>
      </Tooltip>
    </Toolbar>
  );
}

export default function AiAssistantPanelBasic() {
  return (
    <Box sx={{ height: 480, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        aiAssistant
        onPrompt={resolvePrompt}
        slots={{ toolbar: AssistantToolbar, aiAssistantPanel: GridAiAssistantPanel }}
        showToolbar
      />
    </Box>
  );
}
