import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import AutoAwesomeIcon from '@mui/icons-material/AutoAwesome';
import {
  AiAssistantPanelTrigger,
  DataGridPremium,
  GridAiAssistantPanel,
  GridColDef,
  GridPreferencePanelsValue,
  PromptResponse,
  Toolbar,
} from '@mui/x-data-grid-premium';

interface Employee {
  id: number;
  name: string;
  department: string;
  salary: number;
  yearsAtCompany: number;
}

const names = [
  'Ana Ruiz',
  'Ben Carter',
  'Chiara Ricci',
  'Dmitri Volkov',
  'Efua Mensah',
  'Finn Larsen',
  'Gita Rao',
  'Hassan Ali',
  'Ida Berg',
  'Jon Park',
  'Kira Novak',
  'Luis Gómez',
];
const departments = ['Engineering', 'Marketing', 'Finance'];
const rows: Employee[] = names.map((name, index) => ({
  id: index + 1,
  name,
  department: departments[index % departments.length],
  salary: 52000 + ((index * 7919) % 48000),
  yearsAtCompany: 1 + ((index * 5) % 12),
}));

const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', flex: 1 },
  { field: 'department', headerName: 'Department', width: 140 },
  { field: 'salary', headerName: 'Salary ($)', type: 'number', width: 130 },
  { field: 'yearsAtCompany', headerName: 'Years', type: 'number', width: 90 },
];

let conversationCounter = 0;
function resolvePrompt(prompt: string, _context: string, conversationId?: string): Promise<PromptResponse> {
  const text = prompt.toLowerCase();
  const department = departments.find((name) => text.includes(name.toLowerCase()));
  const response: PromptResponse = {
    conversationId: conversationId ?? `local-${(conversationCounter += 1)}`,
    select: -1,
    filters: department ? [{ column: 'department', operator: 'equals', value: department }] : [],
    aggregation: text.includes('average') ? { salary: 'avg' } : {},
    sorting: text.includes('senior') ? [{ column: 'yearsAtCompany', direction: 'desc' }] : [],
    grouping: text.includes('average') ? [{ column: 'department' }] : [],
    pivoting: {},
    chart: null,
  };
  return new Promise((resolve) => {
    setTimeout(() => resolve(response), 600);
  });
}

// The render function receives `open`: the button looks pressed while the panel is showing.
function AssistantToolbar() {
  return (
    <Toolbar>
      <AiAssistantPanelTrigger
        render={(props, state) => (
          <Button
            {...props}
            size="small"
            variant={state.open ? 'contained' : 'outlined'}
            startIcon={<AutoAwesomeIcon />}
          >
            {state.open ? 'Close assistant' : 'Ask the assistant'}
          </Button>
        )}
      />
    </Toolbar>
  );
}

export default function AiAssistantLabelledTrigger() {
  return (
    <Box sx={{ height: 500, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        aiAssistant
        onPrompt={resolvePrompt}
        aiAssistantSuggestions={[
          { value: 'Average salary per department' },
          { value: 'Most senior people in Engineering' },
        ]}
        slots={{ toolbar: AssistantToolbar, aiAssistantPanel: GridAiAssistantPanel }}
        showToolbar
        initialState={{
          preferencePanel: { open: true, openedPanelValue: GridPreferencePanelsValue.aiAssistant },
        }}
      />
    </Box>
  );
}
