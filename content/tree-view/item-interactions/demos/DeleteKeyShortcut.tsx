import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

const initialTodos = [
  { id: 'todo-dentist', label: 'Book the dentist' },
  { id: 'todo-tyres', label: 'Change winter tyres' },
  { id: 'todo-gift', label: 'Buy a gift for Mia' },
  { id: 'todo-taxes', label: 'File the tax return' },
];

export default function DeleteKeyShortcut() {
  const [todos, setTodos] = React.useState(initialTodos);

  const handleKeyDown = (itemId: string) => (event: React.KeyboardEvent<HTMLLIElement>) => {
    // Ignore events that bubble up from a nested item.
    if (event.key === 'Delete' && event.target === event.currentTarget) {
      setTodos((previous) => previous.filter((todo) => todo.id !== itemId));
    }
  };

  return (
    <Box sx={{ minHeight: 240, minWidth: 280 }}>
      <SimpleTreeView aria-label="To-do list" defaultExpandedItems={['todos']}>
        <TreeItem itemId="todos" label={`This week (${todos.length})`}>
          {todos.map((todo) => (
            <TreeItem key={todo.id} itemId={todo.id} label={todo.label} onKeyDown={handleKeyDown(todo.id)} />
          ))}
        </TreeItem>
      </SimpleTreeView>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        Focus a task and press Delete to remove it.
      </Typography>
    </Box>
  );
}
