import { describe, expect, it } from 'vitest';
import {
  EMPTY_ADDRESS,
  formatCardNumber,
  hasErrors,
  passesLuhn,
  validateAddress,
  validatePayment,
} from './validation';

const address = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  street: '12 St James Sq',
  city: 'London',
  postalCode: 'SW1Y 4JH',
  country: 'GB',
};
const payment = { cardName: 'Ada Lovelace', cardNumber: '4242 4242 4242 4242', expiry: '12/30', cvc: '123' };
const now = new Date(2026, 10, 22);

describe('checkout validation', () => {
  it('flags every empty address field', () => {
    expect(Object.keys(validateAddress(EMPTY_ADDRESS)).sort()).toEqual(
      ['city', 'country', 'firstName', 'lastName', 'postalCode', 'street'].sort(),
    );
  });

  it('accepts a complete address', () => {
    expect(hasErrors(validateAddress(address))).toBe(false);
  });

  it('rejects a card number failing the Luhn check', () => {
    expect(passesLuhn('4242424242424242')).toBe(true);
    expect(validatePayment({ ...payment, cardNumber: '4242 4242 4242 4241' }, now).cardNumber).toMatch(
      /not valid/,
    );
  });

  it('rejects a past expiry but accepts the current month', () => {
    expect(validatePayment({ ...payment, expiry: '10/26' }, now).expiry).toMatch(/expired/);
    expect(validatePayment({ ...payment, expiry: '11/26' }, now).expiry).toBeUndefined();
    expect(validatePayment({ ...payment, expiry: '13/26' }, now).expiry).toMatch(/MM\/YY/);
  });

  it('accepts a valid payment and formats card numbers in groups of four', () => {
    expect(hasErrors(validatePayment(payment, now))).toBe(false);
    expect(formatCardNumber('4242x4242424')).toBe('4242 4242 424');
  });
});
