import { describe, expect, it } from 'vitest';
import { createPoolGate } from './pool-gate';
import { StoreUnavailableError } from './store';

const later = () => {
  let finish!: () => void;
  const promise = new Promise<void>((resolve) => (finish = resolve));
  return { promise, finish };
};

describe('pool gate', () => {
  it('runs at most `size` at once and admits the others in order', async () => {
    const gate = createPoolGate(2, 1000);
    const order: number[] = [];
    const jobs = Array.from({ length: 4 }, later);
    const runs = jobs.map((job, i) =>
      gate.run(async () => {
        order.push(i);
        await job.promise;
      }),
    );
    await Promise.resolve();
    expect(order).toEqual([0, 1]);
    jobs[1].finish();
    await runs[1];
    await Promise.resolve();
    expect(order).toEqual([0, 1, 2]);
    jobs.forEach((job) => job.finish());
    await Promise.all(runs);
    expect(order).toEqual([0, 1, 2, 3]);
  });

  it('gives up on a wait longer than `waitMs` as a timeout', async () => {
    const gate = createPoolGate(1, 20);
    const busy = later();
    const first = gate.run(() => busy.promise);
    await expect(gate.run(async () => 'never')).rejects.toMatchObject({ reason: 'timeout' });
    busy.finish();
    await first;
    expect(await gate.run(async () => 'free again')).toBe('free again');
  });

  it('refuses those waiting when the database refuses a connection', async () => {
    const gate = createPoolGate(1, 10_000);
    const busy = later();
    const first = gate.run(() => busy.promise);
    const waiting = gate.run(async () => 'queued');
    gate.refuseWaiting(new StoreUnavailableError('unreachable'));
    await expect(waiting).rejects.toMatchObject({ reason: 'unreachable' });
    busy.finish();
    await first;
    expect(await gate.run(async () => 'next')).toBe('next');
  });
});
