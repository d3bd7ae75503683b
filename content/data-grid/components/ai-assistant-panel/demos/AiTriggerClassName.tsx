import * as React from 'react';
import Box from '@mui/material/Box';
import AutoAwesomeIcon from '@mui/icons-material/AutoAwesome';
import {
  AiAssistantPanelTrigger,
  DataGridPremium,
  GridAiAssistantPanel,
  GridColDef,
  PromptResponse,
  Toolbar,
} from '@mui/x-data-grid-premium';

interface Course {
  id: number;
  course: string;
  level: string;
  weeks: number;
  enrolled: number;
}

const courses = [
  'Intro to Python',
  'Data Visualisation',
  'Spanish A2',
  'Watercolour Basics',
  'UX Writing',
  'Statistics 101',
];
const levels = ['Beginner', 'Intermediate', 'Advanced'];
const rows: Course[] = courses.map((course, index) => ({
  id: index + 1,
  course,
  level: levels[index % levels.length],
  weeks: 4 + ((index * 3) % 9),
  enrolled: 40 + ((index * 61) % 300),
}));

const columns: GridColDef<Course>[] = [
  { field: 'course', headerName: 'Course', flex: 1 },
  { field: 'level', headerName: 'Level', width: 130 },
  { field: 'weeks', headerName: 'Weeks', type: 'number', width: 90 },
  { field: 'enrolled', headerName: 'Enrolled', type: 'number', width: 110 },
];

let conversationCounter = 0;
function resolvePrompt(prompt: string, _context: string, conversationId?: string): Promise<PromptResponse> {
  const level = levels.find((name) => prompt.toLowerCase().includes(name.toLowerCase()));
  return new Promise((resolve) => {
    setTimeout(
      () =>
        resolve({
          conversationId: conversationId ?? `demo-${(conversationCounter += 1)}`,
          select: -1,
          filters: level ? [{ column: 'level', operator: 'equals', value: level }] : [],
          aggregation: {},
          sorting: [{ column: 'enrolled', direction: 'desc' }],
          grouping: [],
          pivoting: {},
          chart: null,
        }),
      600,
    );
  });
}

// The default trigger (the grid's base button) keeps its look; only the classes change with `open`.
function GradientToolbar() {
  return (
    <Toolbar>
      <AiAssistantPanelTrigger
        className={(state) => (state.open ? 'ai-trigger ai-trigger-open' : 'ai-trigger')}
        startIcon={<AutoAwesomeIcon />}
      >
        Assistant
      </AiAssistantPanelTrigger>
    </Toolbar>
  );
}

export default function AiTriggerClassName() {
  return (
    <Box
      sx={{
        height: 440,
        width: '100%',
        '& .ai-trigger': {
          borderRadius: 4,
          px: 1.5,
          color: 'secondary.main',
          backgroundImage: 'linear-gradient(90deg, rgba(156, 39, 176, 0.08), rgba(33, 150, 243, 0.08))',
        },
        '& .ai-trigger-open': {
          color: 'common.white',
          backgroundImage: 'linear-gradient(90deg, #9c27b0, #2196f3)',
        },
      }}
    >
      <DataGridPremium
        rows={rows}
        columns={columns}
        aiAssistant
        onPrompt={resolvePrompt}
        slots={{ toolbar: GradientToolbar, aiAssistantPanel: GridAiAssistantPanel }}
        showToolbar
      />
    </Box>
  );
}
