import * as React from 'react';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Tooltip from '@mui/material/Tooltip';
import AutoAwesomeIcon from '@mui/icons-material/AutoAwesome';
import FilterListIcon from '@mui/icons-material/FilterList';
import PivotTableChartIcon from '@mui/icons-material/PivotTableChart';
import TableViewIcon from '@mui/icons-material/TableView';
import ViewColumnIcon from '@mui/icons-material/ViewColumn';
import {
  AiAssistantPanelTrigger,
  ColumnsPanelTrigger,
  DataGridPremium,
  ExportExcel,
  FilterPanelTrigger,
  GridAiAssistantPanel,
  GridColDef,
  PivotPanelTrigger,
  PromptResponse,
  Toolbar,
  ToolbarButton,
} from '@mui/x-data-grid-premium';

interface Booking {
  id: number;
  hotel: string;
  city: string;
  month: string;
  nights: number;
  revenue: number;
}

const hotels = ['Seaview', 'Parkside', 'Old Mill'];
const cities = ['Porto', 'Nice', 'Split'];
const months = ['Jun', 'Jul', 'Aug'];
const rows: Booking[] = Array.from({ length: 36 }, (_, index) => {
  const nights = 1 + ((index * 7) % 9);
  return {
    id: index + 1,
    hotel: hotels[index % hotels.length],
    city: cities[Math.floor(index / 3) % cities.length],
    month: months[Math.floor(index / 12)],
    nights,
    revenue: nights * (90 + (index % 4) * 25),
  };
});

const columns: GridColDef<Booking>[] = [
  { field: 'hotel', headerName: 'Hotel', flex: 1 },
  { field: 'city', headerName: 'City', width: 110 },
  { field: 'month', headerName: 'Month', width: 100 },
  { field: 'nights', headerName: 'Nights', type: 'number', width: 100 },
  { field: 'revenue', headerName: 'Revenue (€)', type: 'number', width: 130 },
];

let conversationCounter = 0;
function resolvePrompt(prompt: string, _context: string, conversationId?: string): Promise<PromptResponse> {
  const city = cities.find((name) => prompt.toLowerCase().includes(name.toLowerCase()));
  return new Promise((resolve) => {
    setTimeout(
      () =>
        resolve({
          conversationId: conversationId ?? `local-${(conversationCounter += 1)}`,
          select: -1,
          filters: city ? [{ column: 'city', operator: 'equals', value: city }] : [],
          aggregation: {},
          sorting: [{ column: 'revenue', direction: 'desc' }],
          grouping: [],
          pivoting: {},
          chart: null,
        }),
      600,
    );
  });
}

const triggers = [
  { label: 'Columns', Trigger: ColumnsPanelTrigger, Icon: ViewColumnIcon },
  { label: 'Filters', Trigger: FilterPanelTrigger, Icon: FilterListIcon },
  { label: 'Pivot', Trigger: PivotPanelTrigger, Icon: PivotTableChartIcon },
  { label: 'AI Assistant', Trigger: AiAssistantPanelTrigger, Icon: AutoAwesomeIcon },
];

// Every Premium panel trigger follows the same pattern, so one loop renders them all.
function PanelsToolbar() {
  return (
    <Toolbar>
      {triggers.map(({ label, Trigger, Icon }) => (
        <Tooltip key={label} title={label}>
          <Trigger render={<ToolbarButton aria-label={label} />}>
            <Icon fontSize="small" />
          </Trigger>
        </Tooltip>
      ))}
      <Divider orientation="vertical" flexItem sx={{ mx: 0.5 }} />
      <Tooltip title="Download Excel">
        <ExportExcel
          render={<ToolbarButton aria-label="Download Excel" />}
          options={{ fileName: 'bookings' }}
        >
          <TableViewIcon fontSize="small" />
        </ExportExcel>
      </Tooltip>
    </Toolbar>
  );
}

export default function PremiumPanelsToolbar() {
  return (
    <Box sx={{ height: 480, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        aiAssistant
        onPrompt={resolvePrompt}
        slots={{ toolbar: PanelsToolbar, aiAssistantPanel: GridAiAssistantPanel }}
        showToolbar
      />
    </Box>
  );
}
