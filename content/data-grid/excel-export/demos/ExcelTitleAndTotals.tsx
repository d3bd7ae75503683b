import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import {
  DataGridPremium,
  GridColDef,
  GridExceljsProcessInput,
  useGridApiRef,
} from '@mui/x-data-grid-premium';

interface Line {
  id: number;
  item: string;
  quantity: number;
  unitPrice: number;
}

const items = [
  'Espresso beans 1 kg',
  'Oat milk 1 L',
  'Paper cups (100)',
  'Croissants (box)',
  'Cleaning tablets',
];
const rows: Line[] = items.map((item, index) => ({
  id: index + 1,
  item,
  quantity: 2 + ((index * 5) % 12),
  unitPrice: [18.9, 1.75, 6.4, 12.5, 9.99][index],
}));

const columns: GridColDef<Line>[] = [
  { field: 'item', headerName: 'Item', flex: 1 },
  { field: 'quantity', headerName: 'Qty', type: 'number', width: 80 },
  { field: 'unitPrice', headerName: 'Unit price', type: 'number', width: 120 },
];

// Before the rows: a merged title line and an empty line, so the table starts on row 3.
async function addTitle({ worksheet }: GridExceljsProcessInput) {
  worksheet.mergeCells('A1:C1');
  worksheet.getCell('A1').value = 'Purchase order PO-2611 — Corner Café';
  worksheet.getCell('A1').font = { bold: true, size: 14 };
  worksheet.addRow([]);
}

// After the rows: a total line with a real Excel formula, and a frozen header.
async function addTotal({ worksheet }: GridExceljsProcessInput) {
  const firstDataRow = 4;
  const lastDataRow = worksheet.rowCount;
  worksheet.addRow([]);
  const total = worksheet.addRow(['Total', null, null]);
  total.getCell(3).value = {
    formula: `SUMPRODUCT(B${firstDataRow}:B${lastDataRow},C${firstDataRow}:C${lastDataRow})`,
  };
  total.font = { bold: true };
  worksheet.views = [{ state: 'frozen', ySplit: 3 }];
}

export default function ExcelTitleAndTotals() {
  const apiRef = useGridApiRef();
  return (
    <Box sx={{ width: '100%' }}>
      <Button
        size="small"
        variant="outlined"
        sx={{ mb: 1 }}
        onClick={() =>
          apiRef.current?.exportDataAsExcel({
            fileName: 'purchase-order',
            exceljsPreProcess: addTitle,
            exceljsPostProcess: addTotal,
            columnsStyles: { unitPrice: { numFmt: '0.00' } },
          })
        }
      >
        Download purchase order
      </Button>
      <Box sx={{ height: 330 }}>
        <DataGridPremium apiRef={apiRef} rows={rows} columns={columns} hideFooter />
      </Box>
    </Box>
  );
}
