// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { toBuilderColor, toPickerValue } from './color-utils';

describe('toPickerValue', () => {
  it('normalises hex and rgb() to #rrggbb', () => {
    expect(toPickerValue('#ABC', '#000000')).toBe('#aabbcc');
    expect(toPickerValue('#0b6bcb', '#000000')).toBe('#0b6bcb');
    expect(toPickerValue('rgb(255, 0, 16)', '#000000')).toBe('#ff0010');
    expect(toPickerValue('rgba(1, 2, 3, 0.5)', '#000000')).toBe('#010203');
  });

  it('falls back for other forms and for no colour', () => {
    expect(toPickerValue('hsl(0, 50%, 50%)', '#123456')).toBe('#123456');
    expect(toPickerValue(undefined, '#123456')).toBe('#123456');
  });
});

describe('toBuilderColor', () => {
  it('keeps forms MUI understands', () => {
    expect(toBuilderColor(' #fff ')).toBe('#fff');
    expect(toBuilderColor('rgb(1, 2, 3)')).toBe('rgb(1, 2, 3)');
  });

  it('returns unknown input unchanged so the builder can report it', () => {
    expect(toBuilderColor('not-a-colour')).toBe('not-a-colour');
  });
});
