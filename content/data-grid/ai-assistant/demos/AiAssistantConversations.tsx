import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  Conversation,
  DataGridPremium,
  GridAiAssistantPanel,
  GridColDef,
  PromptResponse,
} from '@mui/x-data-grid-premium';

interface Book {
  id: number;
  title: string;
  genre: string;
  pages: number;
  rating: number;
}

const titles = [
  'The Salt Path',
  'Night Ferry',
  'Ink and Iron',
  'Small Gods of Lisbon',
  'The Last Lighthouse',
  'Orbit',
  'Winter Kitchen',
  'Maps of Rain',
];
const genres = ['Memoir', 'Thriller', 'Fantasy', 'Science fiction', 'Cookbook'];
const rows: Book[] = titles.map((title, index) => ({
  id: index + 1,
  title,
  genre: genres[index % genres.length],
  pages: 180 + ((index * 61) % 420),
  rating: Math.round((3 + ((index * 7) % 20) / 10) * 10) / 10,
}));

const columns: GridColDef<Book>[] = [
  { field: 'title', headerName: 'Title', flex: 1 },
  { field: 'genre', headerName: 'Genre', width: 140 },
  { field: 'pages', headerName: 'Pages', type: 'number', width: 90 },
  { field: 'rating', headerName: 'Rating', type: 'number', width: 90 },
];

const emptyResponse = (conversationId: string): PromptResponse => ({
  conversationId,
  select: -1,
  filters: [],
  aggregation: {},
  sorting: [],
  grouping: [],
  pivoting: {},
  chart: null,
});

// Conversations saved earlier, for example in local storage or on a server.
const createSavedConversations = (): Conversation[] => [
  {
    id: 'saved-1',
    title: 'Best rated first',
    prompts: [
      {
        value: 'Best rated first',
        createdAt: new Date(2025, 5, 2, 9, 30),
        variant: 'success',
        response: { ...emptyResponse('saved-1'), sorting: [{ column: 'rating', direction: 'desc' }] },
      },
    ],
  },
];

let conversationCounter = 1;
function resolvePrompt(prompt: string, _context: string, conversationId?: string): Promise<PromptResponse> {
  const text = prompt.toLowerCase();
  const response = emptyResponse(conversationId ?? `saved-${(conversationCounter += 1)}`);
  if (text.includes('short')) {
    response.sorting = [{ column: 'pages', direction: 'asc' }];
  } else {
    response.sorting = [{ column: 'rating', direction: 'desc' }];
  }
  return new Promise((resolve) => {
    setTimeout(() => resolve(response), 600);
  });
}

export default function AiAssistantConversations() {
  const [conversations, setConversations] = React.useState<Conversation[]>(createSavedConversations);
  const [activeIndex, setActiveIndex] = React.useState(0);
  const promptCount = conversations.reduce((total, conversation) => total + conversation.prompts.length, 0);

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Typography variant="body2" color="text.secondary">
          {conversations.length} conversation(s), {promptCount} prompt(s)
        </Typography>
        <Button
          size="small"
          onClick={() => {
            setConversations(createSavedConversations());
            setActiveIndex(0);
          }}
        >
          Restore saved history
        </Button>
      </Stack>
      <Box sx={{ height: 460 }}>
        <DataGridPremium
          rows={rows}
          columns={columns}
          aiAssistant
          onPrompt={resolvePrompt}
          aiAssistantConversations={conversations}
          onAiAssistantConversationsChange={setConversations}
          aiAssistantActiveConversationIndex={activeIndex}
          onAiAssistantActiveConversationIndexChange={setActiveIndex}
          slots={{ aiAssistantPanel: GridAiAssistantPanel }}
          showToolbar
        />
      </Box>
    </Stack>
  );
}
