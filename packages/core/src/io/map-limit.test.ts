import { describe, expect, it } from 'vitest';
import { mapLimit } from './map-limit.ts';

describe('mapLimit', () => {
  it.each([
    { items: [], limit: 4 },
    { items: [1], limit: 4 },
    { items: [1, 2, 3, 4, 5, 6, 7], limit: 2 },
    { items: [1, 2, 3], limit: 10 },
  ])('keeps the order of $items.length items with limit $limit', async ({ items, limit }) => {
    const out = await mapLimit(items, limit, async (n) => {
      await new Promise((resolve) => setTimeout(resolve, (7 - n) % 3));
      return n * 2;
    });
    expect(out).toEqual(items.map((n) => n * 2));
  });

  it('never has more than `limit` calls in flight', async () => {
    let running = 0;
    let peak = 0;
    await mapLimit(Array.from({ length: 20 }, (_, i) => i), 3, async () => {
      running++;
      peak = Math.max(peak, running);
      await new Promise((resolve) => setTimeout(resolve, 1));
      running--;
    });
    expect(peak).toBe(3);
  });

  it('finishes every call, then throws the first failure in input order', async () => {
    const done: number[] = [];
    const run = mapLimit([0, 1, 2, 3], 2, async (n) => {
      await new Promise((resolve) => setTimeout(resolve, 4 - n));
      done.push(n);
      if (n === 1 || n === 3) throw new Error(`item ${n}`);
      return n;
    });
    await expect(run).rejects.toThrow('item 1');
    expect(done.sort()).toEqual([0, 1, 2, 3]);
  });
});
