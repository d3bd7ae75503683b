/** The fictional cart the checkout template sells. */
export const CART = [
  { id: 'desk', name: 'Oak standing desk', detail: '140 × 70 cm, natural', price: 649 },
  { id: 'lamp', name: 'Arc task lamp', detail: 'Warm white, dimmable', price: 89 },
  { id: 'mat', name: 'Felt desk mat', detail: 'Charcoal, 90 × 40 cm', price: 39 },
];

export const SHIPPING = 0;
export const TAX_RATE = 0.08;

export function cartTotals() {
  const subtotal = CART.reduce((sum, item) => sum + item.price, 0);
  const tax = Math.round(subtotal * TAX_RATE * 100) / 100;
  return { subtotal, shipping: SHIPPING, tax, total: subtotal + SHIPPING + tax };
}

export const money = (value: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(value);
