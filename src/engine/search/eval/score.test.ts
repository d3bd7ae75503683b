import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { evalSetSchema, evaluate, PRODUCTS, rankOf } from './score';

describe('search evaluation', () => {
  it('has at least 100 questions, 20 per product, each with a source', () => {
    const { questions } = evalSetSchema.parse(
      JSON.parse(readFileSync(join(__dirname, 'questions.json'), 'utf8')),
    );
    expect(questions.length).toBeGreaterThanOrEqual(100);
    for (const product of PRODUCTS)
      expect(questions.filter((q) => q.product === product).length).toBeGreaterThanOrEqual(20);
    expect(new Set(questions.map((q) => q.query)).size).toBe(questions.length);
  });

  it('counts a result on an answering page, whatever its section', async () => {
    expect(rankOf(['/x/a#one', '/x/b#two'], ['/x/b#three'])).toBe(2);
    expect(rankOf(['/x/a'], ['/x/b'])).toBeNull();
    const question = { product: 'charts' as const, query: 'q', source: 'https://github.com/a/b/issues/1' };
    const report = await evaluate(
      [
        { ...question, answers: ['/x/a'] },
        { ...question, answers: ['/x/c'] },
      ],
      async () => ['/x/b', '/x/c', '/x/a'],
    );
    expect(report.overall).toMatchObject({ hit1: 0, hit3: 1, mrr: (1 / 3 + 1 / 2) / 2 });
    expect(report.misses).toEqual([]);
  });
});
