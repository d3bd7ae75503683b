/** Field checks shared by the sign-in and sign-up templates. Each returns an error message or ''. */

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

export function validateEmail(value: string): string {
  const email = value.trim();
  if (!email) return 'Enter your email address.';
  if (!EMAIL.test(email)) return 'Enter a valid email address, like name@example.com.';
  return '';
}

/** Sign-in only asks for a password; sign-up also enforces the strength rules. */
export function validatePassword(value: string, { strict = false } = {}): string {
  if (!value) return 'Enter your password.';
  if (!strict) return '';
  if (value.length < 8) return 'Use at least 8 characters.';
  if (!/[a-z]/i.test(value) || !/\d/.test(value)) return 'Use at least one letter and one number.';
  return '';
}

export function validateName(value: string): string {
  const name = value.trim();
  if (!name) return 'Enter your name.';
  if (name.length < 2) return 'Your name needs at least 2 characters.';
  return '';
}

/** 0 (empty) to 4 (long, mixed case, digits and symbols), for a strength meter. */
export function passwordStrength(value: string): number {
  if (!value) return 0;
  let score = value.length >= 8 ? 1 : 0;
  if (value.length >= 12) score += 1;
  if (/[a-z]/.test(value) && /[A-Z]/.test(value)) score += 1;
  if (/\d/.test(value) && /[^a-z0-9]/i.test(value)) score += 1;
  return Math.max(1, score);
}
