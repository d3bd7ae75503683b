import * as React from 'react';
import Box from '@mui/material/Box';
import FilterAltIcon from '@mui/icons-material/FilterAlt';
import MoreHorizIcon from '@mui/icons-material/MoreHoriz';
import RemoveCircleOutlineIcon from '@mui/icons-material/RemoveCircleOutlineOutlined';
import TaskAltIcon from '@mui/icons-material/TaskAlt';
import { DataGrid, GridColDef, GridSlots } from '@mui/x-data-grid';

interface Shipment {
  id: number;
  reference: string;
  carrier: string;
  delivered: boolean;
}

const rows: Shipment[] = [
  { id: 1, reference: 'SH-1042', carrier: 'Northline', delivered: true },
  { id: 2, reference: 'SH-1043', carrier: 'Parcelway', delivered: false },
  { id: 3, reference: 'SH-1044', carrier: 'Northline', delivered: true },
  { id: 4, reference: 'SH-1045', carrier: 'Northline', delivered: false },
  { id: 5, reference: 'SH-1046', carrier: 'Parcelway', delivered: true },
];

const columns: GridColDef<Shipment>[] = [
  { field: 'reference', headerName: 'Reference', flex: 1, minWidth: 110 },
  { field: 'carrier', headerName: 'Carrier', flex: 1, minWidth: 110 },
  { field: 'delivered', headerName: 'Delivered', type: 'boolean', width: 120 },
];

// What the grid passes to an icon slot; hand it on so the grid's sizing and classes apply.
interface SlotIconProps {
  className?: string;
  fontSize?: 'small' | 'medium' | 'large' | 'inherit';
}

const MenuIcon = ({ className, fontSize }: SlotIconProps) => (
  <MoreHorizIcon className={className} fontSize={fontSize} />
);
const FilteredIcon = ({ className, fontSize }: SlotIconProps) => (
  <FilterAltIcon className={className} fontSize={fontSize} color="primary" />
);
const YesIcon = ({ className, fontSize }: SlotIconProps) => (
  <TaskAltIcon className={className} fontSize={fontSize} color="success" />
);
const NoIcon = ({ className, fontSize }: SlotIconProps) => (
  <RemoveCircleOutlineIcon className={className} fontSize={fontSize} color="disabled" />
);

// Defined once, outside the component, so the slot components keep their identity.
const slots: Partial<GridSlots> = {
  columnMenuIcon: MenuIcon,
  columnFilteredIcon: FilteredIcon,
  booleanCellTrueIcon: YesIcon,
  booleanCellFalseIcon: NoIcon,
};

export default function SwappedIcons() {
  return (
    <Box sx={{ height: 340, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        slots={slots}
        initialState={{
          filter: { filterModel: { items: [{ field: 'carrier', operator: 'equals', value: 'Northline' }] } },
        }}
        hideFooter
      />
    </Box>
  );
}
