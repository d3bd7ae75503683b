import { describe, expect, it } from 'vitest';
import { themeNamesFromDeclarations } from './theme-names';

const propsFile = `
import type { DataGridProProps } from "../models/dataGridProProps.js";
export interface DataGridProComponentsPropsList {
  MuiDataGrid: DataGridProProps;
}
export interface DataGridProComponents<Theme = unknown> {
  MuiDataGrid?: { defaultProps?: ComponentsProps['MuiDataGrid'] };
}`;

describe('themeNamesFromDeclarations', () => {
  it('maps a component to its theme.components key through the props type the augmentation names', () => {
    expect(themeNamesFromDeclarations([propsFile])).toEqual(new Map([['DataGridPro', 'MuiDataGrid']]));
  });

  it('reads props and components from separate files, and needs the key in both', () => {
    const props = `export interface ChartsComponentsPropsList {
      MuiChartsDataProvider: ChartsDataProviderProps;
      MuiChartDataProvider: ChartsDataProviderProps;
      MuiBarChart: BarChartProps;
      MuiOnlyProps: OnlyPropsProps;
      MuiSlide: ExportedSlideTransition;
    }`;
    const components = `export interface ChartsComponents {
      MuiChartDataProvider?: {};
      MuiChartsDataProvider?: {};
      MuiBarChart?: {};
      MuiSlide?: {};
    }`;
    const names = themeNamesFromDeclarations([props, components]);
    expect(names.get('ChartsDataProvider')).toBe('MuiChartsDataProvider');
    expect(names.get('BarChart')).toBe('MuiBarChart');
    expect(names.has('OnlyProps')).toBe(false);
    expect(names.size).toBe(2);
  });
});
