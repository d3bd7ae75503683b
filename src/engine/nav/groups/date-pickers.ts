import type { NavPage } from '../types';

/** The Date and Time Pickers section of the navigation tree. */
export const datePickersGroup: NavPage = {
  pathname: '/x/react-date-pickers-group',
  group: true,
  children: [{ pathname: '/x/react-date-pickers' }, { pathname: '/x/react-date-pickers/getting-started' }],
};
