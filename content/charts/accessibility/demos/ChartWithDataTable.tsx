import * as React from 'react';
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { LineChart } from '@mui/x-charts/LineChart';

const years = [2020, 2021, 2022, 2023, 2024, 2025];
const members = [1250, 1480, 1720, 1690, 1910, 2140];

export default function ChartWithDataTable() {
  return (
    <Box component="figure" sx={{ m: 0, width: '100%' }}>
      <LineChart
        height={280}
        title="Library members per year, 2020 to 2025"
        xAxis={[{ data: years, scaleType: 'point', valueFormatter: (y: number) => String(y) }]}
        series={[{ label: 'Members', data: members }]}
        hideLegend
      />
      <Box component="figcaption" sx={{ typography: 'body2', mt: 1 }}>
        Membership grew from 1,250 to 2,140, with a small dip in 2023.
      </Box>
      {/* The same numbers as text, for screen readers and for readers who prefer a table. */}
      <Box component="details" sx={{ mt: 1, typography: 'body2' }}>
        <summary>Show data table</summary>
        <Table size="small" sx={{ maxWidth: 320 }}>
          <TableHead>
            <TableRow>
              <TableCell>Year</TableCell>
              <TableCell align="right">Members</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {years.map((year, i) => (
              <TableRow key={year}>
                <TableCell>{year}</TableCell>
                <TableCell align="right">{members[i].toLocaleString('en-US')}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
    </Box>
  );
}
