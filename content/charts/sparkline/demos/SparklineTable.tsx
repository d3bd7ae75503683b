import * as React from 'react';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { SparkLineChart } from '@mui/x-charts/SparkLineChart';

const stocks = [
  { symbol: 'ACME', prices: [102, 104, 101, 107, 110, 108, 113, 117] },
  { symbol: 'GLOBX', prices: [58, 57, 55, 56, 52, 50, 51, 49] },
  { symbol: 'INITECH', prices: [31, 33, 32, 32, 34, 33, 35, 34] },
];

export default function SparklineTable() {
  return (
    <Table size="small" sx={{ maxWidth: 520 }}>
      <TableHead>
        <TableRow>
          <TableCell>Symbol</TableCell>
          <TableCell align="right">Last</TableCell>
          <TableCell sx={{ width: 180 }}>Last 8 days</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {stocks.map(({ symbol, prices }) => {
          const rising = prices[prices.length - 1] >= prices[0];
          return (
            <TableRow key={symbol}>
              <TableCell>{symbol}</TableCell>
              <TableCell align="right">{prices[prices.length - 1]}</TableCell>
              <TableCell>
                <SparkLineChart
                  data={prices}
                  height={36}
                  width={160}
                  color={rising ? '#2e7d32' : '#c62828'}
                  showTooltip
                  showHighlight
                  // Each sparkline is a tab stop (keyboard navigation is on by default since v9):
                  // the arrow keys then move through its prices.
                  // The y-range is per row, so small moves stay visible.
                  yAxis={{ min: Math.min(...prices), max: Math.max(...prices) }}
                />
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
