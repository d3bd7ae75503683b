import type { NavPage } from '../types';

/** Data Grid: the composable components of 8.x (toolbar parts, panels, triggers). */
export const dataGridComponentPages: NavPage[] = [];
