import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadApiEntry, loadApiIndex } from '../api-reference/api-index';
import type { Lang } from '../shared/paths';
import { CONTENT_DIR } from './files';
import { readPageSource } from './page-source';

/**
 * Features of the Date and Time Pickers that their guide pages show with a running demo (issue
 * #23, "Depth of the existing pages"): the page embeds the demo, the demo sets every listed prop,
 * and each prop is one the installed component really has, so a guide never shows a prop that
 * 8.x lacks nor loses the example a reader came for.
 */
const demoed: { page: string; demo: string; component: string; props: string[] }[] = [
  { page: 'date-picker', demo: 'DateFormats', component: 'DatePicker', props: ['format', 'formatDensity'] },
  {
    page: 'date-picker',
    demo: 'DeliveryDay',
    component: 'DatePicker',
    props: ['disablePast', 'disableFuture', 'minDate', 'maxDate', 'shouldDisableDate', 'slotProps'],
  },
  {
    page: 'date-picker',
    demo: 'OpenFromButton',
    component: 'DatePicker',
    props: ['open', 'onOpen', 'onClose'],
  },
  {
    page: 'time-picker',
    demo: 'QuarterHourRule',
    component: 'TimePicker',
    props: ['timeSteps', 'minutesStep', 'onError'],
  },
  {
    page: 'time-picker',
    demo: 'ShiftStartTimes',
    component: 'DesktopTimePicker',
    props: ['timeSteps', 'thresholdToRenderTimeInASingleColumn'],
  },
  {
    page: 'time-picker',
    demo: 'AlarmClockFace',
    component: 'StaticTimePicker',
    props: ['orientation', 'ampm', 'ampmInClock'],
  },
  {
    page: 'date-time-picker',
    demo: 'LogTimestamp',
    component: 'DateTimePicker',
    props: ['views', 'format', 'timeSteps', 'ampm', 'minDateTime'],
  },
  {
    page: 'date-time-picker',
    demo: 'DefaultStartTime',
    component: 'DateTimePicker',
    props: ['referenceDate'],
  },
  {
    page: 'date-time-picker',
    demo: 'StaticEventScheduler',
    component: 'StaticDateTimePicker',
    props: ['orientation'],
  },
  {
    page: 'date-range-picker',
    demo: 'DragAndMonthSwitching',
    component: 'StaticDateRangePicker',
    props: ['calendars', 'disableDragEditing', 'disableAutoMonthSwitching'],
  },
  {
    page: 'date-range-picker',
    demo: 'EditCheckOut',
    component: 'DateRangePicker',
    props: ['rangePosition', 'onRangePositionChange'],
  },
  {
    page: 'date-range-picker',
    demo: 'ReportingPeriod',
    component: 'DateRangePicker',
    props: ['name', 'format', 'formatDensity', 'displayWeekNumber', 'closeOnSelect'],
  },
  {
    page: 'validation',
    demo: 'ClinicHours',
    component: 'TimePicker',
    props: ['minTime', 'maxTime', 'minutesStep', 'onError'],
  },
  {
    page: 'validation',
    demo: 'ClosedPeriods',
    component: 'DatePicker',
    props: ['shouldDisableMonth', 'shouldDisableYear', 'minDate', 'maxDate'],
  },
  { page: 'validation', demo: 'RangeErrors', component: 'DateRangePicker', props: ['onError'] },
  {
    page: 'fields',
    demo: 'ControlledSections',
    component: 'DateTimeField',
    props: ['fieldRef', 'selectedSections', 'onSelectedSectionsChange'],
  },
  {
    page: 'fields',
    demo: 'FieldAppearance',
    component: 'DateField',
    props: ['variant', 'size', 'required', 'helperText', 'clearable', 'clearButtonPosition'],
  },
  {
    page: 'custom-components',
    demo: 'ToolbarAndHeaderFormats',
    component: 'StaticDatePicker',
    props: ['slotProps', 'localeText'],
  },
  {
    page: 'date-calendar',
    demo: 'CompactMonthGrid',
    component: 'DateCalendar',
    props: ['showDaysOutsideCurrentMonth', 'fixedWeekNumber', 'dayOfWeekFormatter', 'disableHighlightToday'],
  },
  {
    page: 'date-calendar',
    demo: 'CalendarViewControl',
    component: 'DateCalendar',
    props: ['view', 'onViewChange', 'monthsPerRow', 'yearsPerRow', 'yearsOrder'],
  },
  {
    page: 'time-clock',
    demo: 'ClockStartViewAndStates',
    component: 'TimeClock',
    props: ['views', 'openTo', 'readOnly'],
  },
  {
    page: 'shortcuts',
    demo: 'ReminderShortcuts',
    component: 'PickersShortcuts',
    props: ['items', 'subheader'],
  },
];

/** Props (or slots) explained with a code block rather than a demo. */
const described: { page: string; component: string; props: string[] }[] = [
  {
    page: 'date-picker',
    component: 'DatePicker',
    props: ['desktopModeMediaQuery', 'name', 'inputRef', 'autoFocus'],
  },
  { page: 'accessibility', component: 'DatePicker', props: ['autoFocus', 'inputRef'] },
  { page: 'localization', component: 'DateCalendar', props: ['dayOfWeekFormatter'] },
  {
    page: 'base-concepts',
    component: 'DatePicker',
    props: ['closeOnSelect', 'orientation', 'desktopModeMediaQuery', 'reduceAnimations'],
  },
  { page: 'digital-clock', component: 'DigitalClock', props: ['digitalClockItem'] },
];

/** Pages with a Chinese translation, which gets the new sections in English until translated. */
const translated = ['date-picker', 'validation'];

function body(page: string, lang: Lang): string {
  const source = readPageSource(`date-pickers/${page}`, lang);
  if (!source) throw new Error(`No page content/date-pickers/${page}.mdx`);
  return source.content;
}

function propsOf(component: string): Set<string> {
  const item = loadApiIndex().find((entry) => entry.product === 'date-pickers' && entry.name === component);
  if (!item) throw new Error(`${component} is not in generated/api: run \`npm run api:build\``);
  const { entry } = loadApiEntry('date-pickers', item.kebab, 'en');
  if (entry.kind !== 'component') throw new Error(`${component} is not a component`);
  return new Set([...entry.props, ...entry.slots].map((member) => member.name));
}

/** A JSX attribute (`prop=`, or a bare boolean `prop`) or an object key (`prop:`). */
function setsProp(code: string, prop: string): boolean {
  return new RegExp(`[\\s{,]${prop}(=|:|\\s*\\n|\\s*/?>|\\s+[a-zA-Z])`).test(code);
}

describe('Date and Time Pickers guide depth', () => {
  it.each(demoed)('$page shows $demo with $props', ({ page, demo, component, props }) => {
    const file = path.join(CONTENT_DIR, 'date-pickers', page, 'demos', `${demo}.tsx`);
    const code = fs.readFileSync(file, 'utf8');
    const known = propsOf(component);
    for (const prop of props) {
      expect(known, `${component} has no prop ${prop}`).toContain(prop);
      expect(setsProp(code, prop), `${demo}.tsx does not set ${prop}`).toBe(true);
    }
    expect(body(page, 'en')).toContain(`<Demo name="${demo}"`);
  });

  it.each(described)('$page explains $props', ({ page, component, props }) => {
    const known = propsOf(component);
    const text = body(page, 'en');
    for (const prop of props) {
      expect(known).toContain(prop);
      expect(text).toMatch(new RegExp(`\`${prop}\\b|\\b${prop}=`));
    }
  });

  it.each(translated)('the Chinese %s page shows every demo of the English one', (page) => {
    const demos = [...body(page, 'en').matchAll(/<Demo name="(\w+)"/g)].map((match) => match[1]);
    const chinese = body(page, 'zh');
    for (const demo of demos) expect(chinese).toContain(`<Demo name="${demo}"`);
  });
});
