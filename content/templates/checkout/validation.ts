/** Checkout field rules. Each validator returns the messages of the fields that are wrong. */

export interface Address {
  firstName: string;
  lastName: string;
  street: string;
  city: string;
  postalCode: string;
  country: string;
}

export interface Payment {
  cardName: string;
  cardNumber: string;
  expiry: string;
  cvc: string;
}

export type Errors<T> = Partial<Record<keyof T, string>>;

export const EMPTY_ADDRESS: Address = {
  firstName: '',
  lastName: '',
  street: '',
  city: '',
  postalCode: '',
  country: '',
};
export const EMPTY_PAYMENT: Payment = { cardName: '', cardNumber: '', expiry: '', cvc: '' };

export function validateAddress(address: Address): Errors<Address> {
  const errors: Errors<Address> = {};
  if (!address.firstName.trim()) errors.firstName = 'Enter a first name.';
  if (!address.lastName.trim()) errors.lastName = 'Enter a last name.';
  if (address.street.trim().length < 3) errors.street = 'Enter a street address.';
  if (!address.city.trim()) errors.city = 'Enter a city.';
  if (!/^[A-Za-z0-9][A-Za-z0-9 -]{1,9}$/.test(address.postalCode.trim()))
    errors.postalCode = 'Enter a valid postal code.';
  if (!address.country) errors.country = 'Choose a country.';
  return errors;
}

/** The Luhn checksum every payment card number satisfies. */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return digits.length > 0 && sum % 10 === 0;
}

/** Groups digits by four as the user types: "4242424242" → "4242 4242 42". */
export function formatCardNumber(value: string): string {
  return value
    .replace(/\D/g, '')
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** `now` is a parameter so the rule is testable; the card is valid through the end of its month. */
export function validatePayment(payment: Payment, now = new Date()): Errors<Payment> {
  const errors: Errors<Payment> = {};
  if (!payment.cardName.trim()) errors.cardName = 'Enter the name on the card.';
  const digits = payment.cardNumber.replace(/\s/g, '');
  if (!digits) errors.cardNumber = 'Enter a card number.';
  else if (!/^\d{12,19}$/.test(digits) || !passesLuhn(digits))
    errors.cardNumber = 'This card number is not valid.';
  const expiry = /^(0[1-9]|1[0-2])\/(\d{2})$/.exec(payment.expiry.trim());
  if (!expiry) errors.expiry = 'Use the MM/YY format.';
  else {
    const endOfMonth = new Date(2000 + Number(expiry[2]), Number(expiry[1]), 1);
    if (endOfMonth <= now) errors.expiry = 'This card has expired.';
  }
  if (!/^\d{3,4}$/.test(payment.cvc.trim())) errors.cvc = 'Enter the 3 or 4 digits on the back.';
  return errors;
}

export function hasErrors<T>(errors: Errors<T>): boolean {
  return Object.values(errors).some(Boolean);
}
