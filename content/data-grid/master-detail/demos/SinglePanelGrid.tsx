import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  DataGridPro,
  DataGridProProps,
  GRID_DETAIL_PANEL_TOGGLE_FIELD,
  GridColDef,
  GridEventListener,
  GridRowId,
  useGridApiRef,
} from '@mui/x-data-grid-pro';

const rows = [
  { id: 'q1', question: 'How do I change my plan?', answer: 'Open Settings, then Billing, and pick a new plan. The change applies at the next invoice.' },
  { id: 'q2', question: 'Can I export my data?', answer: 'Yes. Every table has an export button that produces a CSV file.' },
  { id: 'q3', question: 'Is there a mobile app?', answer: 'Not yet. The web app works on phones and tablets in any modern browser.' },
  { id: 'q4', question: 'How do I invite a colleague?', answer: 'Go to Team, choose Invite and enter their e-mail address.' },
];

const columns: GridColDef[] = [{ field: 'question', headerName: 'Question', flex: 1 }];

const getDetailPanelContent: DataGridProProps['getDetailPanelContent'] = ({ row }) => (
  <Typography variant="body2" sx={{ px: 2, py: 1.5 }}>
    {row.answer}
  </Typography>
);

const getDetailPanelHeight: DataGridProProps['getDetailPanelHeight'] = () => 'auto';

export default function SinglePanelGrid() {
  const apiRef = useGridApiRef();
  const [expanded, setExpanded] = React.useState<Set<GridRowId>>(() => new Set());

  // Keep only the panel that was opened last: an accordion.
  const handleExpandedChange = (ids: Set<GridRowId>) => {
    const opened = [...ids].filter((id) => !expanded.has(id));
    setExpanded(opened.length > 0 ? new Set([opened[opened.length - 1]]) : ids);
  };

  // A click on any other cell of the row toggles its panel too. The toggle
  // cell is skipped, because the grid already handles clicks there.
  const handleCellClick: GridEventListener<'cellClick'> = (params) => {
    if (params.field !== GRID_DETAIL_PANEL_TOGGLE_FIELD) {
      apiRef.current?.toggleDetailPanel(params.id);
    }
  };

  return (
    <Box sx={{ height: 380, width: '100%' }}>
      <DataGridPro
        apiRef={apiRef}
        rows={rows}
        columns={columns}
        getDetailPanelContent={getDetailPanelContent}
        getDetailPanelHeight={getDetailPanelHeight}
        detailPanelExpandedRowIds={expanded}
        onDetailPanelExpandedRowIdsChange={handleExpandedChange}
        onCellClick={handleCellClick}
        disableRowSelectionOnClick
        hideFooter
      />
    </Box>
  );
}
