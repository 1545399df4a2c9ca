import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { extractLinks } from './check-links.ts';
import { renderDocument, renderDocumentParts } from './html.ts';
import { externalStandIn, hashServerBundle, RenderCache, SSR_EXTERNALS_FILE } from './render-cache.ts';
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
  const document = renderDocumentParts({ htmlAttributes: output.htmlAttributes, ...(output.bodyAttributes ? { bodyAttributes: output.bodyAttributes } : {}), head: output.head, body: output.html, entry: '/e.js' });
  writeFileSync(path.join(out, 'a/index.html'), document.join(''));
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

  it('gives back the links the link check read of a render, in the frame they were read in, and only for a render of the previous build', () => {
    const root = mkdtempSync(path.join(tmpdir(), 'folio-render-cache-'));
    dirs.push(root);
    const out = path.join(root, 'build');
    mkdirSync(path.join(out, 'a'), { recursive: true });
    const output: RenderOutput = { html: '<a href="/b/">B</a><h2 id="x">X</h2>', head: '<title>A</title>', htmlAttributes: 'lang="en"', status: 200 };
    const first = new RenderCache(path.join(root, 'cache'), 'server', out);
    const key = first.key('/a', {});
    const document = renderDocumentParts({ htmlAttributes: output.htmlAttributes, head: output.head, body: output.html, entry: '/e.js' });
    writeFileSync(path.join(out, 'a/index.html'), document.join(''));
    const links = extractLinks(document.join(''));
    first.record(key, output, 'a/index.html', document, { links, frame: 'f1' });
    first.save();
    const next = () => new RenderCache(path.join(root, 'cache'), 'server', out);
    // Not asked for its render: nothing to say of its links.
    expect(next().linksOf(key, 'f1')).toBeUndefined();
    const second = next();
    expect(second.get(key)).toEqual(output);
    expect(second.linksOf(key, 'f1')).toEqual(links);
    expect(second.linksOf(key, 'f2')).toBeUndefined();
    expect(links.links).toEqual(['/b/']);
  });

  it('prints the body attributes on <body>', () => {
    expect(renderDocument({ htmlAttributes: 'lang="en"', bodyAttributes: 'class="wide"', head: '', body: '', entry: '/e.js' })).toContain('<body class="wide">');
  });
});

describe('externalStandIn', () => {
  it.each([
    ['/a/node_modules/.pnpm/react@19.1.0/node_modules/react/index.js', 'react@19.1.0', 'react@19.1.0:react/index.js'],
    ['/home/ci/x/node_modules/react-dom/server.node.js', 'react-dom@19.1.0', 'react-dom@19.1.0:react-dom/server.node.js'],
    ['C:\\w\\node_modules\\react\\jsx-runtime.js', 'react@19.1.0', 'react@19.1.0:react/jsx-runtime.js'],
    ['/opt/react/index.js', 'react@18.3.1', 'react@18.3.1:index.js'],
  ])('%s (%s) → %s', (file, owner, expected) => {
    expect(externalStandIn(file, owner)).toBe(expected);
  });
});

describe('hashServerBundle', () => {
  /** A server bundle in a checkout at `root`, importing React from there, at `version`. */
  function bundleAt(root: string, version = '19.1.0', page = 'Hello'): string {
    const dir = mkdtempSync(path.join(tmpdir(), 'folio-server-'));
    dirs.push(dir);
    const react = `${root}/node_modules/.pnpm/react@${version}/node_modules/react/index.js`;
    writeFileSync(path.join(dir, 'entry-server.mjs'), `import * as React from ${JSON.stringify(react)};\nexport const page = ${JSON.stringify(page)};\n`);
    writeFileSync(path.join(dir, 'folio-routes.mjs'), `export const routes = [${JSON.stringify(root)}];\n`);
    writeFileSync(path.join(dir, SSR_EXTERNALS_FILE), JSON.stringify({ [react]: `react@${version}` }));
    return dir;
  }

  it('is the same for checkouts in two folders, and changes with a package version or the code', () => {
    const here = hashServerBundle(bundleAt('/home/one/site'));
    expect(hashServerBundle(bundleAt('/builds/ci-runner-7/checkout'))).toBe(here);
    expect(hashServerBundle(bundleAt('/home/one/site', '19.2.0'))).not.toBe(here);
    expect(hashServerBundle(bundleAt('/home/one/site', '19.1.0', 'Bye'))).not.toBe(here);
  });
});
