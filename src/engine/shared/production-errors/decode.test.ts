import { describe, expect, it } from 'vitest';
import { errorMessageText, fillErrorMessage, parseErrorQuery } from './decode';

describe('parseErrorQuery', () => {
  it('reads the code and the arguments in order, as formatErrorMessage writes them', () => {
    const url = new URL('https://mui.com/x/production-error');
    url.searchParams.set('code', '1');
    url.searchParams.append('args[]', 'The x-axis with id "months"');
    url.searchParams.append('args[]', 'revenue');
    expect(parseErrorQuery(url.search)).toEqual({
      code: 1,
      args: ['The x-axis with id "months"', 'revenue'],
    });
  });

  it('names no code for an address without one or with a code that is not a number', () => {
    expect(parseErrorQuery('')).toBeUndefined();
    expect(parseErrorQuery('?code=abc')).toBeUndefined();
  });
});

describe('fillErrorMessage', () => {
  it('puts each argument in its place and keeps the text around it', () => {
    expect(errorMessageText('MUI X: The token "{0}" is not supported.', ['Q'])).toBe(
      'MUI X: The token "Q" is not supported.',
    );
    expect(fillErrorMessage('{0} of {1}', ['a', 'b'])).toEqual([
      { argument: 0, value: 'a' },
      { text: ' of ' },
      { argument: 1, value: 'b' },
    ]);
  });

  it('shows the placeholder of an argument the address lacks, and never reads markup', () => {
    expect(errorMessageText('Prop {0} is required', [])).toBe('Prop {0} is required');
    expect(errorMessageText('Prop {0}', ['<img src=x onerror=alert(1)>'])).toBe(
      'Prop <img src=x onerror=alert(1)>',
    );
  });
});
