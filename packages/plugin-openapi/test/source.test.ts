/**
 * The doc source as the docs plugin calls it, on tests/fixtures/openapi: what `load` gives each
 * version, what `watch` asks dev to watch, and the refusals of bad options.
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Context } from '@folio/core';
import type { Version } from '@folio/plugin-docs';
import { openapi } from '../src/index.ts';

const siteDir = path.resolve(import.meta.dirname, '../../../tests/fixtures/openapi');
const ctx = (command: Context['command'] = 'build') => ({ siteDir, command, config: { i18n: { currentLocale: 'en' } } }) as unknown as Context;
const version = (name: string, path: string): Version =>
  ({ name, label: name === 'current' ? 'Next' : name, path, contentPath: '', contentPathRelative: '', isLast: name === 'current', banner: 'none', badge: true, noIndex: false, className: '' }) as Version;
const versions = [version('current', '/'), version('v0.26.0', '/v0.26.0'), version('v0.25.0', '/v0.25.0')];
const source = openapi({ spec: 'openapi/karakeep-openapi-spec.json', folder: { current: 'api', 'v0.26.0': 'API' } });

describe('openapi() as a doc source', () => {
  it('is named for sidebars', () => {
    expect(source.name).toBe('openapi');
    expect(openapi({ spec: 'a.json', name: 'public-api' }).name).toBe('public-api');
  });

  it('loads each version from its own spec into its own folder', async () => {
    const current = await source.load({ version: versions[0]!, versions, ctx: ctx() });
    const old = await source.load({ version: versions[1]!, versions, ctx: ctx() });
    expect(current.docs.length).toBe(12);
    expect(current.docs[0]).toMatchObject({ relativePath: 'api/karakeep-api.mdx', source: path.join(siteDir, 'openapi/karakeep-openapi-spec.json') });
    expect(old.docs.map((doc) => doc.relativePath)).toContain('API/attach-tags-to-a-bookmark.mdx');
    expect(old.docs[0]!.source).toBe(path.join(siteDir, 'versioned_openapi/version-v0.26.0.json'));
    expect(old.sidebar).toMatchObject([{ type: 'category', label: 'API', items: [{ type: 'doc', id: 'API/karakeep-api', label: 'Introduction' }, { label: 'Bookmarks' }, { label: 'Lists' }] }]);
  });

  it('a version cut before the API reference existed (no snapshot) has no API pages', async () => {
    expect(await source.load({ version: versions[2]!, versions, ctx: ctx() })).toEqual({ docs: [], sidebar: [] });
  });

  it('watches the spec, the files its $refs reach, and the snapshots', async () => {
    await source.load({ version: versions[0]!, versions, ctx: ctx('dev') });
    expect(source.watch!({ versions, ctx: ctx('dev') })).toEqual(['openapi/karakeep-openapi-spec.json', 'openapi/schemas/highlight.json', 'versioned_openapi/**']);
  });

  it.each<[string, unknown, RegExp]>([
    ['no spec', {}, /`spec` must be the path of the OpenAPI file/],
    ['an unknown option', { spec: 'a.json', dir: 'api' }, /`dir` is not an option \(known: spec, name, folder/],
    ['an empty label', { spec: 'a.json', label: '' }, /`label` must be a non-empty string/],
    ['a bad folder', { spec: 'a.json', folder: 3 }, /`folder` must be a string, a map/],
  ])('refuses %s', (_name, options, message) => {
    expect(() => openapi(options as never)).toThrow(message);
  });
});
