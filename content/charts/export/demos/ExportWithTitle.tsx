import * as React from 'react';
import Stack from '@mui/material/Stack';
import Button from '@mui/material/Button';
import { PieChartPro } from '@mui/x-charts-pro/PieChartPro';
import type { ChartProApi } from '@mui/x-charts-pro/context';

// Household spending shares; before the export, a title is added to the copy being exported.
export default function ExportWithTitle() {
  const apiRef = React.useRef<ChartProApi<'pie'>>(undefined);
  const exportWithTitle = () =>
    apiRef.current?.exportAsImage({
      fileName: 'household-spending',
      onBeforeExport: (iframe) => {
        const doc = iframe.contentDocument;
        if (!doc) return;
        const title = doc.createElement('h2');
        title.textContent = 'Household spending, 2025';
        title.style.fontFamily = 'sans-serif';
        doc.body.prepend(title);
      },
    });
  return (
    <Stack spacing={1}>
      <Button size="small" variant="outlined" onClick={exportWithTitle} sx={{ alignSelf: 'flex-start' }}>
        Download PNG with a title
      </Button>
      <PieChartPro
        apiRef={apiRef}
        height={280}
        series={[
          {
            innerRadius: 50,
            data: [
              { id: 0, label: 'Housing', value: 34 },
              { id: 1, label: 'Food', value: 17 },
              { id: 2, label: 'Transport', value: 14 },
              { id: 3, label: 'Leisure', value: 11 },
              { id: 4, label: 'Other', value: 24 },
            ],
          },
        ]}
      />
    </Stack>
  );
}
