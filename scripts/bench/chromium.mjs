export const CHROMIUM_PATH = process.env.BENCH_CHROMIUM ?? '/usr/bin/chromium';

// Switches that keep Chromium from making its own background requests during a measurement.
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
