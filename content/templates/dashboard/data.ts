/** Deterministic sample data: the same numbers on the server and in the browser. */

function seeded(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1664525 + 1013904223) % 4294967296;
    return state / 4294967296;
  };
}

const random = seeded(42);

export const DAYS = Array.from({ length: 30 }, (_, i) => new Date(Date.UTC(2026, 9, 1 + i)));

/** A gentle upward trend with weekly dips. */
function series(base: number, growth: number, noise: number): number[] {
  return DAYS.map((day, i) => {
    const weekend = [0, 6].includes(day.getUTCDay()) ? 0.8 : 1;
    return Math.round((base + growth * i) * weekend + (random() - 0.5) * noise);
  });
}

export const SESSIONS = {
  direct: series(1800, 25, 300),
  search: series(2400, 40, 400),
  referral: series(900, 12, 200),
};

export const KPIS = [
  { id: 'users', label: 'Active users', value: '14.2k', change: 12.4, trend: series(380, 6, 60) },
  { id: 'revenue', label: 'Revenue', value: '$48,930', change: 8.1, trend: series(1400, 14, 300) },
  { id: 'conversion', label: 'Conversion', value: '3.6%', change: -0.4, trend: series(40, -0.2, 6) },
  { id: 'tickets', label: 'Open tickets', value: '27', change: -18.0, trend: series(40, -0.5, 8) },
];

export const CHANNELS = ['Organic', 'Paid', 'Email', 'Social', 'Partners'];
export const CHANNEL_REVENUE = {
  thisMonth: [18200, 11900, 8400, 5600, 4830],
  lastMonth: [16100, 12800, 7200, 4900, 4280],
};

const CUSTOMERS = [
  'Ada Lovelace',
  'Grace Hopper',
  'Alan Turing',
  'Katherine Johnson',
  'Linus Torvalds',
  'Margaret Hamilton',
  'Dennis Ritchie',
  'Barbara Liskov',
  'Ken Thompson',
  'Radia Perlman',
  'Tim Berners-Lee',
  'Frances Allen',
];
const PRODUCTS = ['Starter plan', 'Team plan', 'Business plan', 'Add-on: SSO', 'Add-on: Audit log'];
export const STATUSES = ['Paid', 'Pending', 'Refunded', 'Failed'] as const;

export interface Order {
  id: string;
  customer: string;
  product: string;
  date: Date;
  amount: number;
  status: (typeof STATUSES)[number];
}

export const ORDERS: Order[] = Array.from({ length: 36 }, (_, i) => ({
  id: `#${(10420 + i * 7).toString()}`,
  customer: CUSTOMERS[Math.floor(random() * CUSTOMERS.length)],
  product: PRODUCTS[Math.floor(random() * PRODUCTS.length)],
  date: DAYS[Math.floor(random() * DAYS.length)],
  amount: Math.round(20 + random() * 980),
  status: STATUSES[[0, 0, 0, 0, 1, 1, 2, 3][Math.floor(random() * 8)]],
}));
