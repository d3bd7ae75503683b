import type { NavPage } from '../types';

const page = (slug: string, flags: Omit<NavPage, 'pathname'> = {}): NavPage => ({
  pathname: `/x/react-date-pickers/${slug}`,
  ...flags,
});

/** A collapsible family of components (official v8 grouping: picker, field, calendar or clock). */
const family = (slug: string, children: NavPage[], flags: Omit<NavPage, 'pathname'> = {}): NavPage => ({
  pathname: `/x/react-date-pickers/${slug}`,
  group: true,
  children,
  ...flags,
});

/**
 * The Date and Time Pickers section of the navigation tree, in the order, grouping and titles
 * of the official v8 sidebar (docs/data/pages.ts). Pages this site has beyond the official ones
 * (Month and Year Calendars, Forms, Date libraries, Day, month and year rendering) sit in the
 * group of their topic; Experimentation, hidden upstream, closes the Customization group.
 */
export const datePickersGroup: NavPage = {
  pathname: '/x/react-date-pickers-group',
  group: true,
  children: [
    { pathname: '/x/react-date-pickers' },
    page('quickstart'),
    page('base-concepts'),
    {
      pathname: '/x/react-date-pickers/components-group',
      group: true,
      subheader: 'Components',
      children: [
        family('date-pickers', [
          page('date-picker'),
          page('date-field'),
          page('date-calendar'),
          page('month-year-calendars'),
        ]),
        family('time-pickers', [
          page('time-picker'),
          page('time-field'),
          page('time-clock'),
          page('digital-clock'),
        ]),
        family('date-time-pickers', [page('date-time-picker'), page('date-time-field')]),
        family(
          'date-range-pickers',
          [
            page('date-range-picker', { plan: 'pro' }),
            page('date-range-field', { plan: 'pro' }),
            page('date-range-calendar', { plan: 'pro' }),
          ],
          { plan: 'pro' },
        ),
        family(
          'time-range-pickers',
          [
            page('time-range-picker', { plan: 'pro', newFeature: true }),
            page('time-range-field', { plan: 'pro' }),
          ],
          { plan: 'pro' },
        ),
        family(
          'date-time-range-pickers',
          [page('date-time-range-picker', { plan: 'pro' }), page('date-time-range-field', { plan: 'pro' })],
          { plan: 'pro' },
        ),
        page('fields'),
      ],
    },
    {
      pathname: '/x/react-date-pickers/main-features',
      group: true,
      subheader: 'Main features',
      children: [
        page('validation'),
        page('lifecycle'),
        page('shortcuts'),
        page('accessibility'),
        page('forms'),
      ],
    },
    {
      pathname: '/x/react-date-pickers/localization-group',
      group: true,
      subheader: 'Localization',
      children: [page('localization'), page('date-libraries'), page('timezone'), page('calendar-systems')],
    },
    {
      pathname: '/x/react-date-pickers/customization-group',
      group: true,
      subheader: 'Customization',
      children: [
        page('custom-components'),
        page('custom-layout'),
        page('custom-field'),
        page('custom-opening-button'),
        page('calendar-customization'),
        page('playground'),
        page('experimentation', { unstable: true }),
      ],
    },
  ],
};
