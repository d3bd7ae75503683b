import type { NavPage } from '../types';

/** Data Grid: main feature pages (editing, sorting, filtering, ...). */
export const dataGridFeaturePages: NavPage[] = [];

/** Data Grid: advanced feature pages added after tree data and row grouping. */
export const dataGridAdvancedPages: NavPage[] = [];
