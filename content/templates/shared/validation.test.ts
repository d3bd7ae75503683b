import { describe, expect, it } from 'vitest';
import { passwordStrength, validateEmail, validateName, validatePassword } from './validation';

describe('auth validation', () => {
  it('asks for an email, then for a valid one', () => {
    expect(validateEmail('')).toMatch(/Enter your email/);
    expect(validateEmail('ada@')).toMatch(/valid email/);
    expect(validateEmail(' ada@example.com ')).toBe('');
  });

  it('only checks password strength when strict', () => {
    expect(validatePassword('')).toMatch(/Enter your password/);
    expect(validatePassword('abc')).toBe('');
    expect(validatePassword('abc', { strict: true })).toMatch(/8 characters/);
    expect(validatePassword('abcdefgh', { strict: true })).toMatch(/letter and one number/);
    expect(validatePassword('abcdefg1', { strict: true })).toBe('');
  });

  it('needs a name of two characters', () => {
    expect(validateName(' ')).toMatch(/Enter your name/);
    expect(validateName('A')).toMatch(/2 characters/);
    expect(validateName('Al')).toBe('');
  });

  it('scores passwords from 0 to 4', () => {
    expect(passwordStrength('')).toBe(0);
    expect(passwordStrength('abc')).toBe(1);
    expect(passwordStrength('Abcdefghijk1!')).toBe(4);
  });
});
