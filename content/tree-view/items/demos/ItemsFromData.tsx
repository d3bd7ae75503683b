import * as React from 'react';
import Box from '@mui/material/Box';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

interface Section {
  slug: string;
  title: string;
  pages: { slug: string; title: string; draft?: boolean }[];
}

const handbook: Section[] = [
  {
    slug: 'onboarding',
    title: 'Onboarding',
    pages: [
      { slug: 'first-day', title: 'Your first day' },
      { slug: 'accounts', title: 'Accounts and access' },
    ],
  },
  {
    slug: 'policies',
    title: 'Policies',
    pages: [
      { slug: 'travel', title: 'Travel' },
      { slug: 'expenses', title: 'Expenses' },
      { slug: 'remote', title: 'Remote work', draft: true },
    ],
  },
];

export default function ItemsFromData() {
  return (
    <Box sx={{ minHeight: 240, minWidth: 260 }}>
      <SimpleTreeView aria-label="Employee handbook" defaultExpandedItems={['onboarding']}>
        {handbook.map((section) => (
          <TreeItem key={section.slug} itemId={section.slug} label={section.title}>
            {section.pages.map((page) => (
              <TreeItem
                key={page.slug}
                // Prefix with the parent's slug: ids must be unique in the whole tree.
                itemId={`${section.slug}/${page.slug}`}
                label={page.draft ? `${page.title} (draft)` : page.title}
                disabled={page.draft}
              />
            ))}
          </TreeItem>
        ))}
      </SimpleTreeView>
    </Box>
  );
}
