import type { NavPage } from '../types';

/** Data Grid: the server-side data pages that follow the server-side data overview. */
export const dataGridServerPages: NavPage[] = [];
