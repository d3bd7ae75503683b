import { describe, expect, it } from 'vitest';
import { tokenizeType, typeTextNames } from './type-tokens';

describe('tokenizeType', () => {
  it('marks type names and keeps the rest as text, so the text joins back unchanged', () => {
    const text = 'readonly GridColDef<R, any, any>[] | undefined';
    const tokens = tokenizeType(text);
    expect(tokens.map((token) => token.text).join('')).toBe(text);
    expect(tokens.filter((token) => token.name).map((token) => token.text)).toEqual([
      'readonly',
      'GridColDef',
      'R',
      'any',
      'any',
      'undefined',
    ]);
  });

  it('leaves string literals, object keys, parameter names and qualified members as text', () => {
    expect(typeTextNames(`'GridColDef' | "PickerValidDate"`)).toEqual([]);
    expect(typeTextNames('{ field: GridRowId; label?: string }')).toEqual(['GridRowId', 'string']);
    expect(typeTextNames('(params: GridRowParams, ...rest: any[]) => void')).toEqual([
      'GridRowParams',
      'any',
      'void',
    ]);
    expect(typeTextNames('React.MouseEvent<HTMLElement>')).toEqual(['React', 'HTMLElement']);
  });

  it('keeps a conditional type branch as a name', () => {
    expect(typeTextNames('T extends string ? GridFilterModel : never')).toContain('GridFilterModel');
  });
});
