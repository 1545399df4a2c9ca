import { describe, expect, it } from 'vitest';
import { lastLoadOf, rememberingLoads } from './folio-official.ts';

describe('rememberingLoads', () => {
  const counted = () => {
    let loads = 0;
    const plugin = { name: 'docs', load: async (ctx: { n: number }) => ({ load: ++loads, n: ctx.n }) };
    return { plugin, loads: () => loads };
  };

  it("gives allContent the content of core's load, without a second load", async () => {
    const { plugin, loads } = counted();
    const wrapped = rememberingLoads(plugin);
    const core = wrapped.load({ n: 1 });
    expect(await lastLoadOf(wrapped, { n: 2 })).toEqual({ load: 1, n: 1 });
    expect(await core).toEqual({ load: 1, n: 1 });
    expect(loads()).toBe(1);
  });

  it("follows a dev reload's load", async () => {
    const { plugin } = counted();
    const wrapped = rememberingLoads(plugin);
    await wrapped.load({ n: 1 });
    await wrapped.load({ n: 3 });
    expect(await lastLoadOf(wrapped, { n: 9 })).toEqual({ load: 2, n: 3 });
  });

  it('loads a plugin core has not loaded (or not wrapped) itself', async () => {
    const { plugin, loads } = counted();
    expect(await lastLoadOf(rememberingLoads(plugin), { n: 4 })).toEqual({ load: 1, n: 4 });
    expect(await lastLoadOf(plugin, { n: 5 })).toEqual({ load: 2, n: 5 });
    expect(loads()).toBe(2);
  });

  it('leaves a plugin without load as it is', () => {
    const plugin: { name: string; load?: (ctx: never) => unknown } = { name: 'x' };
    expect(rememberingLoads(plugin)).toBe(plugin);
  });
});
