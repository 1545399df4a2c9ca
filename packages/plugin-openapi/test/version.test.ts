/**
 * `folio docs:version` snapshots the spec (with the files its `$ref`s reach) so the new version
 * keeps generating the same API pages after the spec moves on; a bad spec makes the command fail
 * and leaves the site as it was. Real CLI on copies of tests/fixtures/openapi.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { copySite, describeRun, FIXTURES, hashTree, once, readText, removeTempDirs, replaceIn, runFolio } from '../../core/test/helpers.ts';

afterAll(() => removeTempDirs());

const SPEC = 'openapi/karakeep-openapi-spec.json';
const text = (html: string) => html.replace(/<a [^>]*class="hash-link"[^>]*>#<\/a>/g, '').replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

describe('docs:version v0.27.0, then the spec changes, then build', () => {
  let site = '';
  const cut = once(async () => {
    site = copySite(path.join(FIXTURES, 'openapi'), 'openapi-version');
    return runFolio(['docs:version', 'v0.27.0', '--site-dir', site]);
  });
  const build = once(async () => {
    const result = await cut();
    if (result.code !== 0) throw new Error(describeRun(result));
    // After the release, the spec moves on.
    replaceIn(site, SPEC, '"summary": "Get all highlights"', '"summary": "List highlights"');
    const built = await runFolio(['build', site], { timeoutMs: 120_000 });
    if (built.code !== 0) throw new Error(describeRun(built));
    return built;
  });
  const page = (route: string) => readFileSync(path.join(site, 'build', route, 'index.html'), 'utf8');

  it('writes a self-contained snapshot of the spec and lists the version', async () => {
    const result = await cut();
    expect(result.code, describeRun(result)).toBe(0);
    const snapshot = JSON.parse(readText(site, 'versioned_openapi/version-v0.27.0.json'));
    expect(snapshot.info.version).toBe('1.1.0');
    expect(Object.keys(snapshot['x-folio-files'])).toEqual(['schemas/highlight.json']);
    expect(snapshot.paths['/highlights'].get.responses['200'].content['application/json'].schema.items).toEqual({ $ref: '#/x-folio-files/schemas~1highlight.json' });
    expect(JSON.parse(readText(site, 'versions.json'))).toEqual(['v0.27.0', 'v0.26.0']);
  });

  it('the new version builds its pages from the snapshot, under api/', async () => {
    await build();
    expect(existsSync(path.join(site, 'build/v0.27.0/api/get-all-highlights/index.html'))).toBe(true);
    expect(text(page('v0.27.0/api/get-all-highlights'))).toContain('Available since v0.27.0');
    // The current version follows the edited spec.
    expect(existsSync(path.join(site, 'build/api/list-highlights/index.html'))).toBe(true);
    expect(existsSync(path.join(site, 'build/api/get-all-highlights/index.html'))).toBe(false);
    expect(text(page('api/list-highlights'))).toContain('Available since v0.27.0');
  });

  it('each changelog compares with the version before it', async () => {
    await build();
    expect(text(page('v0.27.0/api/changelog'))).toContain('Compared with v0.26.0: 3 added, 1 removed and 7 changed operations');
    expect(text(page('api/changelog'))).toContain('Compared with v0.27.0: 0 added, 0 removed and 0 changed operations; no breaking change.');
  });
});

describe('docs:version with a bad spec', () => {
  it('fails with the spec named and leaves the site as it was', async () => {
    const site = copySite(path.join(FIXTURES, 'openapi'), 'openapi-version-bad');
    replaceIn(site, SPEC, '"$ref": "schemas/highlight.json"', '"$ref": "schemas/highlights.json"');
    const before = hashTree(site);
    const result = await runFolio(['docs:version', 'v0.27.0', '--site-dir', site]);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(`${path.join(site, SPEC)}#/paths/~1highlights/get/responses/200/content/application~1json/schema/items/$ref`);
    expect(result.stderr).toContain('points to schemas/highlights.json, which does not exist');
    expect(hashTree(site)).toEqual(before);
  });
});
