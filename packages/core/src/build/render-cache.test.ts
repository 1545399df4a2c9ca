import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { renderDocument } from './html.ts';
import { RenderCache } from './render-cache.ts';
import type { RenderOutput } from './renderer.ts';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** One build writing `output` for `/a` as prerender does, then the next build's cache over its output. */
function roundTrip(output: RenderOutput): RenderOutput | undefined {
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
  ])('gives back %s as it was rendered', (_name, output) => {
    expect(roundTrip(output)).toEqual(output);
  });

  it('prints the body attributes on <body>', () => {
    expect(renderDocument({ htmlAttributes: 'lang="en"', bodyAttributes: 'class="wide"', head: '', body: '', entry: '/e.js' })).toContain('<body class="wide">');
  });
});
