import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { SharedArtifacts } from '../settings.ts';
import { isRender, RenderCache } from './render-cache.ts';
import { packArtifact, packStarts, PACK_SIZE, parsePack } from './shared-packs.ts';
import type { RenderOutput } from './renderer.ts';

const root = mkdtempSync(path.join(tmpdir(), 'folio-remote-renders-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** A remote cache in memory, counting its requests. */
function memory(): SharedArtifacts & { store: Map<string, string>; gets: number } {
  const store = new Map<string, string>();
  const cache = {
    store,
    gets: 0,
    get: async (hash: string) => {
      cache.gets++;
      return store.has(hash) ? Buffer.from(store.get(hash)!) : undefined;
    },
    put: (hash: string, body: string | Uint8Array) => void store.set(hash, body.toString()),
    flush: async () => {},
    summary: () => '',
  };
  return cache;
}

const render = (n: number): RenderOutput => ({ html: `<p>${n}</p>`, head: `<title>${n}</title>`, htmlAttributes: 'lang="en"', status: 200 });
let folders = 0;

/** A build of `routes` routes on `server` (the server bundle's hash) with no previous output: each route's render from the remote cache, or rendered. */
async function build(remote: SharedArtifacts, routes: number, server = 'server', edited = -1) {
  const cache = new RenderCache(path.join(root, `cache-${folders++}`), server, path.join(root, 'none'), remote);
  const keys = Array.from({ length: routes }, (_, index) => cache.key(`/r${index}`, index === edited ? ['edited'] : []));
  await cache.prefetch(keys);
  const rendered: number[] = [];
  keys.forEach((key, index) => {
    let output = cache.get(key);
    if (!output) {
      output = render(index === edited ? -index : index);
      rendered.push(index);
    }
    expect(output).toEqual(render(index === edited ? -index : index));
    cache.done(index, output);
  });
  return { rendered, stats: cache.stats, keys };
}

/** The keys of each pack `packStarts` cuts `keys` into. */
const packsOf = (keys: string[]) => {
  const starts = packStarts(keys);
  return starts.map((start, index) => keys.slice(start, starts[index + 1] ?? keys.length));
};

describe('renders shared by machines, in packs', () => {
  const routes = 5 * PACK_SIZE + 5;

  it('a build with nothing in the remote cache renders every route and shares them in packs', async () => {
    const remote = memory();
    const first = await build(remote, routes);
    const packs = packsOf(first.keys).length;
    expect(packs).toBeGreaterThan(1);
    expect(first.rendered).toHaveLength(routes);
    expect(remote.gets).toBe(packs);
    expect(remote.store.size).toBe(packs);
    // The next machine: every render from the cache, one request per pack.
    const next = await build(remote, routes);
    expect(next.rendered).toEqual([]);
    expect(next.stats).toEqual({ hits: routes, misses: 0, remote: routes });
    expect(remote.gets).toBe(2 * packs);
  });

  it('an edited route misses the packs its key is in only: they are rendered and shared again', async () => {
    const remote = memory();
    const before = new Set(packsOf((await build(remote, routes)).keys).map((pack) => pack.join()));
    const edited = await build(remote, routes, 'server', 2 * PACK_SIZE + 7);
    const changed = packsOf(edited.keys).filter((pack) => !before.has(pack.join()));
    expect(changed.length).toBeGreaterThan(0);
    expect(changed.length).toBeLessThanOrEqual(2);
    expect(edited.rendered).toEqual(changed.flat().map((key) => edited.keys.indexOf(key)));
    expect(edited.rendered.length).toBeLessThan(routes / 2);
    expect(remote.store.size).toBe(before.size + changed.length);
    expect((await build(remote, routes, 'server', 2 * PACK_SIZE + 7)).rendered).toEqual([]);
  });

  it('another server bundle: other keys, nothing found', async () => {
    const remote = memory();
    await build(remote, 10);
    expect((await build(remote, 10, 'other server')).rendered).toHaveLength(10);
  });

  it('a pack of the wrong shape is not used', async () => {
    const remote = memory();
    await build(remote, 3);
    for (const hash of remote.store.keys()) remote.store.set(hash, JSON.stringify([render(0), render(1)]));
    expect((await build(remote, 3)).rendered).toEqual([0, 1, 2]);
  });

  it.each([
    ['a pack', JSON.stringify([render(1), render(2)]), 2, [render(1), render(2)]],
    ['another count', JSON.stringify([render(1)]), 2, undefined],
    ['not JSON', '<p>', 1, undefined],
    ['no html', JSON.stringify([{ ...render(1), html: 1 }]), 1, undefined],
    ['a status not a number', JSON.stringify([{ ...render(1), status: '200' }]), 1, undefined],
    ['inline scripts not strings', JSON.stringify([{ ...render(1), inlineScripts: [1] }]), 1, undefined],
    ['not an array', JSON.stringify(render(1)), 1, undefined],
  ])('parsePack: %s', (_, text, count, expected) => {
    expect(parsePack(text, count, isRender)).toEqual(expected);
  });

  it('names a pack by all its keys, in order', () => {
    expect(packArtifact('render', ['a', 'b'])).not.toBe(packArtifact('render', ['b', 'a']));
    expect(packArtifact('render', ['a', 'b'])).not.toBe(packArtifact('render', ['ab']));
    expect(packArtifact('render', ['a', 'b'])).not.toBe(packArtifact('compiled', ['a', 'b']));
    expect(packArtifact('render', ['a', 'b'])).toMatch(/^[0-9a-f]{64}$/);
  });

  it.each([
    ['no keys', [], 4, []],
    ['no key on the boundary: one pack', ['a0', 'a1', 'a2'], 4, [0]],
    ['a key on the boundary (0x03 % 4 = 3) ends a pack', ['03', '00', '00'], 4, [0, 1]],
    ['the last key on the boundary: no empty pack after it', ['00', '03'], 4, [0]],
    ['never more than 4 times the size', Array.from({ length: 20 }, () => '00'), 4, [0, 16]],
  ])('packStarts: %s', (_, keys, size, expected) => {
    expect(packStarts(keys, size)).toEqual(expected);
  });

  it('a key added in the middle changes the packs around it only', () => {
    const keys = Array.from({ length: 40 * PACK_SIZE }, (_, index) => createHash('sha256').update(String(index)).digest('hex'));
    const added = [...keys.slice(0, 20 * PACK_SIZE), createHash('sha256').update('new').digest('hex'), ...keys.slice(20 * PACK_SIZE)];
    const before = new Set(packsOf(keys).map((pack) => pack.join()));
    const changed = packsOf(added).filter((pack) => !before.has(pack.join()));
    expect(changed.length).toBeLessThanOrEqual(2);
    expect(changed.flat().length).toBeLessThan(10 * PACK_SIZE);
  });
});
