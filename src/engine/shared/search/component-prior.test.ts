import { describe, expect, it } from 'vitest';
import { componentPages } from './component-prior';

const homes = { datepicker: [3], richtreeview: [7] };

describe('componentPages', () => {
  it('finds the pages of components named as one word, in any case, singular or plural', () => {
    expect(componentPages('DatePicker: hide the year view', homes)).toEqual(new Set([3]));
    expect(componentPages('datepickers and RichTreeView', homes)).toEqual(new Set([3, 7]));
  });

  it('does not take words apart as a component, nor an index without homes', () => {
    expect(componentPages('date picker views', homes).size).toBe(0);
    expect(componentPages('DatePicker views', undefined).size).toBe(0);
    expect(componentPages('constructor', homes).size).toBe(0);
  });
});
