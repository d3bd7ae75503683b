import type { NavPage } from '../types';

/** Data Grid: layout, columns and rows pages. */
export const dataGridStructurePages: NavPage[] = [];
