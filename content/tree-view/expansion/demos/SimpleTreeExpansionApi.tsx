import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';
import { useSimpleTreeViewApiRef } from '@mui/x-tree-view/hooks';

const chapters = ['setup', 'routing', 'deploy'];

export default function SimpleTreeExpansionApi() {
  const apiRef = useSimpleTreeViewApiRef();
  const [openCount, setOpenCount] = React.useState(0);

  // isItemExpanded reads the tree's own state, so nothing here is stored twice.
  const countOpen = () => chapters.filter((itemId) => apiRef.current?.isItemExpanded(itemId)).length;

  const setAll = (event: React.SyntheticEvent, shouldBeExpanded: boolean) => {
    chapters.forEach((itemId) => apiRef.current?.setItemExpansion({ event, itemId, shouldBeExpanded }));
  };

  return (
    <Box sx={{ minHeight: 360, minWidth: 280 }}>
      <Box sx={{ display: 'flex', gap: 1, mb: 1 }}>
        <Button size="small" variant="outlined" onClick={(event) => setAll(event, true)}>
          Open all chapters
        </Button>
        <Button size="small" variant="outlined" onClick={(event) => setAll(event, false)}>
          Close all
        </Button>
      </Box>
      <SimpleTreeView
        aria-label="Course outline"
        apiRef={apiRef}
        onItemExpansionToggle={() => setOpenCount(countOpen())}
      >
        <TreeItem itemId="setup" label="1. Setting up">
          <TreeItem itemId="setup-install" label="Installing Node" />
          <TreeItem itemId="setup-editor" label="Choosing an editor" />
        </TreeItem>
        <TreeItem itemId="routing" label="2. Routing">
          <TreeItem itemId="routing-pages" label="Pages and layouts" />
          <TreeItem itemId="routing-params" label="Dynamic segments" />
        </TreeItem>
        <TreeItem itemId="deploy" label="3. Deploying">
          <TreeItem itemId="deploy-build" label="Production builds" />
        </TreeItem>
      </SimpleTreeView>
      <Typography variant="body2" sx={{ mt: 1 }}>
        {openCount} of {chapters.length} chapters open
      </Typography>
    </Box>
  );
}
