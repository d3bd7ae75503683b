import * as React from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

const articles: Record<string, { title: string; body: string }> = {
  'garden-soil': { title: 'Preparing the soil', body: 'Loosen the top 20 cm and mix in two buckets of compost per square metre.' },
  'garden-seeds': { title: 'Sowing seeds', body: 'Sow twice as deep as the seed is wide, and keep the bed moist until germination.' },
  'kitchen-jam': { title: 'Strawberry jam', body: '1 kg of strawberries, 700 g of sugar and the juice of one lemon. Boil for 10 minutes.' },
  'kitchen-pickles': { title: 'Quick pickles', body: 'Equal parts vinegar and water, a spoon of salt and sugar, poured hot over sliced cucumbers.' },
};

export default function ClickToOpenArticle() {
  const [articleId, setArticleId] = React.useState<string>('garden-soil');
  const article = articles[articleId];

  return (
    <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', minHeight: 240 }}>
      <SimpleTreeView
        aria-label="Guides"
        defaultExpandedItems={['garden', 'kitchen']}
        disableSelection
        onItemClick={(event, itemId) => {
          // Branches only expand; leaves open their article.
          if (articles[itemId]) {
            setArticleId(itemId);
          }
        }}
        sx={{ minWidth: 200 }}
      >
        <TreeItem itemId="garden" label="Garden">
          <TreeItem itemId="garden-soil" label="Preparing the soil" />
          <TreeItem itemId="garden-seeds" label="Sowing seeds" />
        </TreeItem>
        <TreeItem itemId="kitchen" label="Kitchen">
          <TreeItem itemId="kitchen-jam" label="Strawberry jam" />
          <TreeItem itemId="kitchen-pickles" label="Quick pickles" />
        </TreeItem>
      </SimpleTreeView>
      <Paper variant="outlined" sx={{ p: 2, flex: 1, minWidth: 220, alignSelf: 'flex-start' }}>
        <Typography variant="h6" component="h3">
          {article.title}
        </Typography>
        <Typography variant="body2">{article.body}</Typography>
      </Paper>
    </Box>
  );
}
