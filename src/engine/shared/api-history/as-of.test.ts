import { describe, expect, it } from 'vitest';
import { defaultAsOf, existsIn, minorNumber, stillIn } from './as-of';

describe('API as of a minor', () => {
  it('compares minors as numbers, not text', () => {
    expect(minorNumber('8.14')).toBe(8014);
    expect(minorNumber('9.2')).toBeGreaterThan(minorNumber('8.29'));
    expect(existsIn('9.0', '8.29')).toBe(false);
    expect(stillIn('9.0', '8.29')).toBe(true);
    expect(stillIn('9.0', '9.0')).toBe(false);
    expect(existsIn('8.9', '8.14')).toBe(true);
    expect(existsIn('8.14', '8.9')).toBe(false);
    expect(existsIn(undefined, '8.0')).toBe(true);
  });

  it('finds the default a release had', () => {
    const changes = [
      ['8.5', '"standard"'],
      ['8.20', '"compact"'],
    ] as const;
    expect(defaultAsOf('"comfortable"', changes, '8.2')).toBe('"standard"');
    expect(defaultAsOf('"comfortable"', changes, '8.5')).toBe('"compact"');
    expect(defaultAsOf('"comfortable"', changes, '8.29')).toBe('"comfortable"');
  });
});
