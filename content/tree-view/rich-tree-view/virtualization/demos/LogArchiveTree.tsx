import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RichTreeViewPro } from '@mui/x-tree-view-pro/RichTreeViewPro';
import { TreeViewDefaultItemModelProperties } from '@mui/x-tree-view/models';

const YEARS = [2019, 2020, 2021, 2022, 2023, 2024, 2025];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const pad = (value: number) => String(value).padStart(2, '0');

// Two log files per day for seven years: 5,114 files in 84 month folders and 7 year folders.
const archive: TreeViewDefaultItemModelProperties[] = YEARS.map((year) => ({
  id: `${year}`,
  label: `${year}`,
  children: MONTHS.map((name, month) => {
    const daysInMonth = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
    const prefix = `${year}-${pad(month + 1)}`;
    return {
      id: prefix,
      label: `${name} ${year}`,
      children: Array.from({ length: daysInMonth }, (_, day) => day + 1).flatMap((day) => [
        { id: `${prefix}-${pad(day)}-app`, label: `app-${prefix}-${pad(day)}.log` },
        { id: `${prefix}-${pad(day)}-errors`, label: `errors-${prefix}-${pad(day)}.log` },
      ]),
    };
  }),
}));

// Every year and every month starts open, so all the items are visible rows.
const allFolders = archive.flatMap((year) => [year.id, ...(year.children ?? []).map((month) => month.id)]);

const itemCount = archive.reduce(
  (total, year) =>
    total + 1 + (year.children ?? []).reduce((sum, month) => sum + 1 + (month.children?.length ?? 0), 0),
  0,
);

export default function LogArchiveTree() {
  return (
    <Box sx={{ width: '100%' }}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {itemCount.toLocaleString('en-US')} items, every folder open
      </Typography>
      {/* The tree fills this box and scrolls inside it. */}
      <Box sx={{ height: 320, border: 1, borderColor: 'divider', borderRadius: 1 }}>
        <RichTreeViewPro aria-label="Log archive" items={archive} defaultExpandedItems={allFolders} />
      </Box>
    </Box>
  );
}
