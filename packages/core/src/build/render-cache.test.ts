import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { renderDocument } from './html.ts';
import { parseRender, RenderCache, renderArtifact } from './render-cache.ts';
import type { SharedArtifacts } from '../settings.ts';
import type { RenderOutput } from './renderer.ts';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** One build writing `output` for `/a` as prerender does, then the next build's cache over its output. */
function roundTrip(output: RenderOutput): Promise<RenderOutput | undefined> {
  const root = mkdtempSync(path.join(tmpdir(), 'folio-render-cache-'));
  dirs.push(root);
  const out = path.join(root, 'build');
  mkdirSync(path.join(out, 'a'), { recursive: true });
  const first = new RenderCache(path.join(root, 'cache'), 'server', out);
  const key = first.key('/a', {});
  const document = renderDocument({ htmlAttributes: output.htmlAttributes, ...(output.bodyAttributes ? { bodyAttributes: output.bodyAttributes } : {}), head: output.head, body: output.html, entry: '/e.js' });
  writeFileSync(path.join(out, 'a/index.html'), document);
  first.record(key, output, 'a/index.html', document);
  first.save();
  return new RenderCache(path.join(root, 'cache'), 'server', out).get(key);
}

describe('RenderCache', () => {
  it.each<[string, RenderOutput]>([
    ['a page', { html: '<p>A</p>', head: '<title>A</title>', htmlAttributes: 'lang="en"', status: 200 }],
    ['a page with body attributes (a Head asked for them)', { html: '<p>A</p>', head: '<title>A</title>', htmlAttributes: 'lang="en"', bodyAttributes: 'class="wide"', status: 200 }],
    ['inline scripts', { html: '<p>A</p>', head: '<script>1</script>', htmlAttributes: 'lang="en"', status: 404, inlineScripts: ['1'] }],
  ])('gives back %s as it was rendered', async (_name, output) => {
    expect(await roundTrip(output)).toEqual(output);
  });

  it('prints the body attributes on <body>', () => {
    expect(renderDocument({ htmlAttributes: 'lang="en"', bodyAttributes: 'class="wide"', head: '', body: '', entry: '/e.js' })).toContain('<body class="wide">');
  });
});

describe('renders shared by machines', () => {
  /** A remote cache in memory. */
  const memory = (): SharedArtifacts & { store: Map<string, string> } => {
    const store = new Map<string, string>();
    return {
      store,
      get: async (hash) => (store.has(hash) ? Buffer.from(store.get(hash)!) : undefined),
      put: (hash, body) => void store.set(hash, body.toString()),
      flush: async () => {},
      summary: () => '',
    };
  };
  const output: RenderOutput = { html: '<p>A</p>', head: '<title>A</title>', htmlAttributes: 'lang="en"', status: 200, inlineScripts: ['1'] };

  it('a render shared by one build is the next machine\'s, with no previous output', async () => {
    const remote = memory();
    const root = mkdtempSync(path.join(tmpdir(), 'folio-render-remote-'));
    dirs.push(root);
    const here = new RenderCache(path.join(root, 'one'), 'server', path.join(root, 'none'), remote);
    const key = here.key('/a', {});
    expect(await here.get(key)).toBeUndefined();
    here.share(key, output);
    expect([...remote.store.keys()]).toEqual([renderArtifact(key)]);
    const there = new RenderCache(path.join(root, 'two'), 'server', path.join(root, 'none'), remote);
    expect(await there.get(key)).toEqual(output);
    expect(there.stats).toEqual({ hits: 1, misses: 0, remote: 1 });
    // Another server bundle: another key, not found.
    const other = new RenderCache(path.join(root, 'three'), 'other server', path.join(root, 'none'), remote);
    expect(await other.get(other.key('/a', {}))).toBeUndefined();
  });

  it.each([
    ['a render', JSON.stringify(output), output],
    ['not JSON', '<p>', undefined],
    ['no html', JSON.stringify({ ...output, html: 1 }), undefined],
    ['no status', JSON.stringify({ ...output, status: '200' }), undefined],
    ['inline scripts not strings', JSON.stringify({ ...output, inlineScripts: [1] }), undefined],
    ['null', 'null', undefined],
  ])('parseRender: %s', (_, text, expected) => {
    expect(parseRender(text)).toEqual(expected);
  });
});
