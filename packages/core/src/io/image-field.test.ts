import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { siteImageCheck } from './image-field.ts';

const root = mkdtempSync(path.join(os.tmpdir(), 'folio-image-field-'));
const site = path.join(root, 'site');
mkdirSync(path.join(site, 'static/img'), { recursive: true });
writeFileSync(path.join(site, 'static/img/cover.png'), 'png');
writeFileSync(path.join(root, 'outside.png'), 'png');
symlinkSync(path.join(root, 'outside.png'), path.join(site, 'static/img/out.png'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const check = siteImageCheck({ siteDir: site, config: { staticDirectories: ['static'], baseUrl: '/docs/' } as never });

describe('an image named in a field is checked as an image in the text', () => {
  it.each([
    ['/img/cover.png'],
    ['img/cover.png'],
    ['./img/cover.png'],
    ['/docs/img/cover.png'],
    ['https://cdn.example.com/missing.png'],
    ['http://cdn.example.com/missing.png'],
    ['//cdn.example.com/missing.png'],
    ['data:image/png;base64,AAAA'],
  ])('%s passes', (value) => {
    expect(check(value)).toBeUndefined();
  });

  it.each([
    ['/img/missing.png', 'the file "/img/missing.png" does not exist in the static folder (static/)'],
    ['img/missing.png', 'the file "/img/missing.png" does not exist in the static folder (static/)'],
    ['/img', '"/img" points to a folder, not a file'],
    ['/../outside.png', 'leads outside the static folder'],
    ['/img/%2e%2e/%2e%2e/outside.png', 'leads outside the static folder'],
    ['/img/out.png', 'cannot be published'],
  ])('%s fails: %s', (value, reason) => {
    expect(check(value)?.reason).toContain(reason);
  });
});

describe('onBrokenImageFields', () => {
  const warnings: string[] = [];
  const withPolicy = (onBrokenImageFields: 'warn' | 'ignore') =>
    siteImageCheck({ siteDir: site, config: { staticDirectories: ['static'], baseUrl: '/docs/', onBrokenImageFields } as never });

  it.each([
    ['warn', ['blog/post.md: the image "img/missing.png": the file "/img/missing.png" does not exist in the static folder (static/)']],
    ['ignore', []],
  ] as const)('%s: the check passes, with the warnings %j', (policy, expected) => {
    warnings.length = 0;
    const spy = vi.spyOn(console, 'warn').mockImplementation((message: string) => void warnings.push(message.replace('[folio] warning: ', '')));
    try {
      expect(withPolicy(policy)('img/missing.png', path.join(process.cwd(), 'blog/post.md'))).toBeUndefined();
      expect(withPolicy(policy)('/img/cover.png')).toBeUndefined();
    } finally {
      spy.mockRestore();
    }
    expect(warnings).toEqual(expected);
  });
});
