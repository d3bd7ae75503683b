import * as React from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import {
  DataGridPro,
  GridCellParams,
  GridColDef,
  GridColumnGroupingModel,
  GridEventListener,
} from '@mui/x-data-grid-pro';

type Leave = 'vacation' | 'sick' | 'personal' | 'holiday';

const LEAVES: Record<Leave, { label: string; letter: string; color: string }> = {
  vacation: { label: 'Vacation', letter: 'V', color: '#90caf9' },
  sick: { label: 'Sick leave', letter: 'S', color: '#ef9a9a' },
  personal: { label: 'Personal day', letter: 'P', color: '#ce93d8' },
  holiday: { label: 'Public holiday', letter: 'H', color: '#ffe082' },
};

const PEOPLE = [
  'Aiko Sato',
  'Bram de Vries',
  'Chidi Eze',
  'Dana Levi',
  'Emil Novak',
  'Fatima Zahra',
  'Gus Moreau',
  'Hedda Lund',
  'Ines Prado',
  'Jun Park',
];
const HOLIDAYS = ['01-01', '05-01', '12-25', '12-26'];

// Read by screen readers, drawn nowhere (`sx` takes `width: 1` as 100 %, hence the strings).
const VISUALLY_HIDDEN = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

const dayKey = (year: number, month: number, day: number) =>
  `${year}-${String(month + 1).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
const isWeekend = (date: Date) => date.getDay() === 0 || date.getDay() === 6;

/** ISO 8601 week number: a week belongs to the year of its Thursday, and counts from that year's first. */
function isoWeek(date: Date): number {
  const thursday = new Date(
    date.getFullYear(),
    date.getMonth(),
    date.getDate() + 3 - ((date.getDay() + 6) % 7),
  );
  const days = Math.round(
    (thursday.getTime() - new Date(thursday.getFullYear(), 0, 1).getTime()) / 86_400_000,
  );
  return Math.floor(days / 7) + 1;
}

/** The booked leave of one person on one day: a few blocks per month, the same on every visit. */
function bookedLeave(person: number, date: Date): Leave | undefined {
  if (HOLIDAYS.includes(dayKey(2000, date.getMonth(), date.getDate()).slice(5))) return 'holiday';
  if (isWeekend(date)) return undefined;
  const seed = (person + 1) * 7919 + date.getFullYear() * 31 + date.getMonth() * 613;
  const start = (seed % 23) + 1;
  const length = (seed % 5) + 1;
  if (date.getDate() >= start && date.getDate() < start + length)
    return seed % 3 === 0 ? 'personal' : 'vacation';
  return (seed * 13 + date.getDate() * 101) % 97 === 0 ? 'sick' : undefined;
}

export default function TimeOffCalendar() {
  const [month, setMonth] = React.useState(() => {
    const today = new Date();
    return new Date(today.getFullYear(), today.getMonth(), 1);
  });
  const [brush, setBrush] = React.useState<Leave | 'clear'>('vacation');
  // The changes made here, by `person:YYYY-MM-DD`; `null` clears a booked day.
  const [edits, setEdits] = React.useState<Record<string, Leave | null>>({});

  const year = month.getFullYear();
  const monthIndex = month.getMonth();
  const days = Array.from({ length: new Date(year, monthIndex + 1, 0).getDate() }, (_, i) => i + 1);

  const rows = PEOPLE.map((name, person) => {
    const row: Record<string, string | number | null> = { id: person, name };
    let total = 0;
    for (const day of days) {
      const key = `${person}:${dayKey(year, monthIndex, day)}`;
      const leave = key in edits ? edits[key] : bookedLeave(person, new Date(year, monthIndex, day));
      row[`d${day}`] = leave ?? null;
      if (leave && leave !== 'holiday') total += 1;
    }
    row.total = total;
    return row;
  });

  const dayColumns: GridColDef[] = days.map((day) => {
    const date = new Date(year, monthIndex, day);
    const weekday = date.toLocaleDateString('en-US', { weekday: 'narrow' });
    const fullDate = date.toLocaleDateString('en-US', { weekday: 'long', month: 'long', day: 'numeric' });
    return {
      field: `d${day}`,
      headerName: fullDate,
      // The header shows "M 1"; screen readers get the full date instead.
      renderHeader: () => (
        <Box sx={{ textAlign: 'center', lineHeight: 1.2 }}>
          <Box aria-hidden>
            {weekday}
            <br />
            {day}
          </Box>
          <Box component="span" sx={VISUALLY_HIDDEN}>
            {fullDate}
          </Box>
        </Box>
      ),
      width: 40,
      align: 'center',
      headerAlign: 'center',
      sortable: false,
      disableColumnMenu: true,
      valueFormatter: (value: Leave | null) => (value ? LEAVES[value].letter : ''),
      cellClassName: ({ value }: GridCellParams) =>
        [value ? `leave-${value}` : '', isWeekend(date) ? 'weekend' : ''].join(' '),
    };
  });

  const columns: GridColDef[] = [
    { field: 'name', headerName: 'Employee', width: 140 },
    { field: 'total', headerName: 'Days off', type: 'number', width: 84 },
    ...dayColumns,
  ];

  const weeks = new Map<number, string[]>();
  days.forEach((day) => {
    const week = isoWeek(new Date(year, monthIndex, day));
    weeks.set(week, [...(weeks.get(week) ?? []), `d${day}`]);
  });
  const columnGroupingModel: GridColumnGroupingModel = [...weeks].map(([week, fields]) => ({
    groupId: `week-${week}`,
    headerName: fields.length > 2 ? `Week ${week}` : `W${week}`,
    headerAlign: 'center',
    children: fields.map((field) => ({ field })),
  }));

  const paint = (params: GridCellParams) => {
    if (!params.field.startsWith('d')) return;
    const day = Number(params.field.slice(1));
    const key = `${params.id}:${dayKey(year, monthIndex, day)}`;
    setEdits((current) => ({ ...current, [key]: brush === 'clear' ? null : brush }));
  };
  const onKeyDown: GridEventListener<'cellKeyDown'> = (params, event) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      paint(params);
    }
  };

  const shift = (by: number) => setMonth(new Date(year, monthIndex + by, 1));
  const colors = Object.fromEntries(
    Object.entries(LEAVES).map(([leave, { color }]) => [
      `& .leave-${leave}`,
      { backgroundColor: color, color: '#000' },
    ]),
  );

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" sx={{ mb: 1, alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
        <IconButton aria-label="Previous month" onClick={() => shift(-1)}>
          <ChevronLeftIcon />
        </IconButton>
        <Typography variant="subtitle1" sx={{ minWidth: 130, textAlign: 'center' }} aria-live="polite">
          {month.toLocaleDateString('en-US', { month: 'long', year: 'numeric' })}
        </Typography>
        <IconButton aria-label="Next month" onClick={() => shift(1)}>
          <ChevronRightIcon />
        </IconButton>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={brush}
          onChange={(_event, value: Leave | 'clear' | null) => value && setBrush(value)}
          aria-label="Mark a day as"
          sx={{ flexWrap: 'wrap' }}
        >
          {(['vacation', 'sick', 'personal'] as const).map((leave) => (
            <ToggleButton key={leave} value={leave}>
              <Box
                component="span"
                sx={{ width: 12, height: 12, mr: 0.75, borderRadius: 0.5, bgcolor: LEAVES[leave].color }}
              />
              {LEAVES[leave].label}
            </ToggleButton>
          ))}
          <ToggleButton value="clear">Clear</ToggleButton>
        </ToggleButtonGroup>
      </Stack>
      <Box sx={{ height: 520, '& .weekend': { bgcolor: 'action.hover' }, ...colors }}>
        <DataGridPro
          rows={rows}
          columns={columns}
          columnGroupingModel={columnGroupingModel}
          initialState={{ pinnedColumns: { left: ['name', 'total'] } }}
          onCellClick={paint}
          onCellKeyDown={onKeyDown}
          disableRowSelectionOnClick
          hideFooter
          density="compact"
        />
      </Box>
      <Stack
        direction="row"
        component="ul"
        aria-label="Legend"
        sx={{ mt: 1, p: 0, flexWrap: 'wrap', gap: 2 }}
      >
        {Object.values(LEAVES).map(({ label, letter, color }) => (
          <Typography
            key={letter}
            component="li"
            variant="body2"
            sx={{ listStyle: 'none', display: 'flex', gap: 0.75 }}
          >
            <Box component="span" sx={{ px: 0.75, borderRadius: 0.5, bgcolor: color, color: '#000' }}>
              {letter}
            </Box>
            {label}
          </Typography>
        ))}
      </Stack>
    </Box>
  );
}
