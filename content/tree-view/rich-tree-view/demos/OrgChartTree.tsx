import * as React from 'react';
import Box from '@mui/material/Box';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';

// The data keeps the shape the (imaginary) HR API returns; the getters adapt it.
interface Employee {
  employeeNumber: number;
  name: string;
  role: string;
  reports?: Employee[];
  onLeave?: boolean;
}

const staff: Employee[] = [
  {
    employeeNumber: 1,
    name: 'Amara Okafor',
    role: 'CEO',
    reports: [
      {
        employeeNumber: 2,
        name: 'Lucas Moreau',
        role: 'CTO',
        reports: [
          { employeeNumber: 4, name: 'Mei Tanaka', role: 'Engineer' },
          { employeeNumber: 5, name: 'Tomás Ruiz', role: 'Engineer', onLeave: true },
        ],
      },
      {
        employeeNumber: 3,
        name: 'Hannah Berg',
        role: 'CFO',
        reports: [{ employeeNumber: 6, name: 'Ravi Patel', role: 'Accountant' }],
      },
    ],
  },
];

// Module-level getters keep the same identity on every render, so the tree never rebuilds for nothing.
// Ids must be strings, so the numeric key is converted.
const getEmployeeId = (employee: Employee) => String(employee.employeeNumber);
const getEmployeeLabel = (employee: Employee) => `${employee.name} · ${employee.role}`;
const getReports = (employee: Employee) => employee.reports;
const isOnLeave = (employee: Employee) => employee.onLeave === true;

export default function OrgChartTree() {
  return (
    <Box sx={{ minHeight: 280, minWidth: 280 }}>
      <RichTreeView
        aria-label="Organisation chart"
        items={staff}
        getItemId={getEmployeeId}
        getItemLabel={getEmployeeLabel}
        getItemChildren={getReports}
        isItemDisabled={isOnLeave}
        defaultExpandedItems={['1', '2']}
      />
    </Box>
  );
}
