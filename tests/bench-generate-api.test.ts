/**
 * bench/generate.mjs: the Karakeep-shaped corpus of `bench:compare --karakeep-api` carries an API
 * reference for both tools, from one generated spec; other corpora carry none.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
// @ts-expect-error: the benchmark's plain ES modules have no type declarations
import { API_SPEC, createCorpus, docusaurusConfigSource, folioConfigSource, writeDocusaurusSite, writeFolioSite } from '../bench/generate.mjs';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function corpus(apiOperations?: number) {
  return { ...createCorpus({ pages: 12, versions: 2 }), name: 't', apiOperations };
}

function countOperations(spec: { paths: Record<string, Record<string, unknown>> }): number {
  return Object.values(spec.paths).reduce((sum, item) => sum + Object.keys(item).filter((key) => ['get', 'post', 'put', 'patch', 'delete'].includes(key)).length, 0);
}

describe('bench corpus with an API reference', () => {
  it('writes one spec for both tools and names it in both configs', () => {
    const folio = mkdtempSync(path.join(tmpdir(), 'folio-bench-api-'));
    const docusaurus = mkdtempSync(path.join(tmpdir(), 'folio-bench-api-'));
    dirs.push(folio, docusaurus);
    writeFolioSite({ dir: folio, corpus: corpus(20) });
    writeDocusaurusSite({ dir: docusaurus, corpus: corpus(20) });
    const spec = readFileSync(path.join(folio, API_SPEC), 'utf8');
    expect(readFileSync(path.join(docusaurus, API_SPEC), 'utf8')).toBe(spec);
    expect(countOperations(JSON.parse(spec))).toBe(20);
    expect(readFileSync(path.join(folio, 'site.config.ts'), 'utf8')).toContain(`sources: [openapi({ spec: '${API_SPEC}', changelog: false })]`);
    const config = readFileSync(path.join(docusaurus, 'docusaurus.config.mjs'), 'utf8');
    expect(config).toContain("'docusaurus-plugin-openapi-docs'");
    expect(config).toContain("themes: ['docusaurus-theme-openapi-docs']");
    expect(config).toContain("docItemComponent: '@theme/ApiItem'");
  });

  it('turns off module concatenation for webpack (default mode) only', () => {
    expect(docusaurusConfigSource(corpus(5))).toContain('concatenateModules: false');
    expect(docusaurusConfigSource(corpus(5), { faster: true })).not.toContain('concatenateModules');
  });

  it('leaves corpora without an API reference as they were, and removes an old spec', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'folio-bench-api-'));
    dirs.push(dir);
    writeFolioSite({ dir, corpus: corpus(5) });
    writeFolioSite({ dir, corpus: corpus() });
    expect(existsSync(path.join(dir, API_SPEC))).toBe(false);
    expect(folioConfigSource(corpus())).not.toContain('openapi');
    expect(docusaurusConfigSource(corpus())).not.toContain('openapi');
  });
});
