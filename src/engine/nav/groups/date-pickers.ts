import type { NavPage } from '../types';

const base = '/x/react-date-pickers';

/** The Date and Time Pickers section of the navigation tree. */
export const datePickersGroup: NavPage = {
  pathname: '/x/react-date-pickers-group',
  group: true,
  children: [
    { pathname: base },
    { pathname: `${base}/getting-started` },
    { pathname: `${base}/base-concepts` },
    { pathname: `${base}/playground` },
    {
      pathname: `${base}/components-group`,
      group: true,
      subheader: 'Components',
      children: [
        { pathname: `${base}/date-picker` },
        { pathname: `${base}/time-picker` },
        { pathname: `${base}/date-time-picker` },
        { pathname: `${base}/date-range-picker`, plan: 'pro' },
        { pathname: `${base}/date-time-range-picker`, plan: 'pro' },
        { pathname: `${base}/time-range-picker`, plan: 'pro' },
        { pathname: `${base}/date-calendar` },
        { pathname: `${base}/date-range-calendar`, plan: 'pro' },
        { pathname: `${base}/month-year-calendars` },
        { pathname: `${base}/time-clock` },
        { pathname: `${base}/digital-clock` },
        { pathname: `${base}/fields` },
        { pathname: `${base}/date-field` },
        { pathname: `${base}/time-field` },
        { pathname: `${base}/date-time-field` },
        { pathname: `${base}/date-range-field`, plan: 'pro' },
      ],
    },
    {
      pathname: `${base}/main-features`,
      group: true,
      subheader: 'Main features',
      children: [
        { pathname: `${base}/validation` },
        { pathname: `${base}/localization` },
        { pathname: `${base}/date-libraries` },
        { pathname: `${base}/calendar-systems` },
        { pathname: `${base}/timezone` },
        { pathname: `${base}/lifecycle` },
        { pathname: `${base}/forms` },
        { pathname: `${base}/accessibility` },
      ],
    },
    {
      pathname: `${base}/customization-group`,
      group: true,
      subheader: 'Customization',
      children: [
        { pathname: `${base}/custom-components` },
        { pathname: `${base}/shortcuts` },
        { pathname: `${base}/custom-field` },
        { pathname: `${base}/custom-layout` },
        { pathname: `${base}/calendar-customization` },
      ],
    },
  ],
};
