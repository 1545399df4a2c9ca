/**
 * Every request and response example the API pages of the Karakeep site show, and the body of
 * every request sample, is valid against its schema (checked by ajv): the specs are the ones
 * site.config.ts feeds, the current spec for the next version and a snapshot per released version
 * (snapshot.ts' rule), every branch of a `oneOf`/`anyOf` body included.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { mediaExamples } from '../src/examples.ts';
import { createApiModel, type ApiMediaType, type ApiOperation } from '../src/operations.ts';
import { createSampleRequest, isJsonMediaType } from '../src/samples.ts';
import { DEFAULT_SNAPSHOT_DIR, specFileFor } from '../src/snapshot.ts';
import { loadSpec, specExists } from '../src/spec.ts';
import { createSpecValidator } from './json-schema.ts';

const SITE = path.resolve(import.meta.dirname, '../../..');
/** As site.config.ts configures the openapi source. */
const SPEC = 'openapi/karakeep-openapi-spec.json';
const versions = ['current', ...(JSON.parse(readFileSync(path.join(SITE, 'versions.json'), 'utf8')) as string[])];
const specFiles = versions
  .map((versionName) => ({ versionName, file: specFileFor({ siteDir: SITE, spec: SPEC, snapshotDir: DEFAULT_SNAPSHOT_DIR, versionName }) }))
  .filter(({ file }) => specExists(file));

describe.each(specFiles)('Karakeep spec of $versionName', ({ file }) => {
  const spec = loadSpec(file);
  const model = createApiModel(spec);
  const operations: ApiOperation[] = [...model.tags.flatMap((tag) => tag.operations), ...model.untagged];
  const validators = { request: createSpecValidator(spec, 'request'), response: createSpecValidator(spec, 'response') };
  const check = (media: ApiMediaType, mode: 'request' | 'response', value: unknown, where: string) => {
    const errors = validators[mode](`${media.pointer}/schema`, value);
    expect(errors, `${where}: ${JSON.stringify(value)}`).toEqual([]);
  };
  const unique = [...new Map(operations.map((op) => [op.slug, op])).values()];

  it.each(unique.map((op) => [op.slug, op] as const))('%s: examples and samples are valid', (_slug, operation) => {
    let checked = 0;
    const json = (media: ApiMediaType) => isJsonMediaType(media.mediaType) && media.schema !== undefined;
    for (const media of operation.requestBody?.content.filter(json) ?? []) {
      for (const variant of mediaExamples(spec, media, 'request').variants) {
        check(media, 'request', variant.value, `request ${media.mediaType} ${variant.label ?? ''}`);
        checked++;
      }
    }
    for (const response of operation.responses) {
      for (const media of response.content.filter(json)) {
        for (const variant of mediaExamples(spec, media, 'response').variants) {
          check(media, 'response', variant.value, `response ${response.status} ${variant.label ?? ''}`);
          checked++;
        }
      }
    }
    const body = operation.requestBody?.content[0];
    if (body && json(body)) {
      const count = Math.max(1, mediaExamples(spec, body, 'request').variants.length);
      for (let variant = 0; variant < count; variant++) {
        const sample = createSampleRequest(operation, model, variant).body;
        if (sample?.kind === 'json') check(body, 'request', sample.value, `sample ${variant}`);
      }
    }
    expect(checked + operation.responses.length).toBeGreaterThan(0);
  });
});

it('covers the current spec and the released versions that have one', () => {
  expect(specFiles.map((s) => s.versionName)).toEqual(expect.arrayContaining(['current', 'v0.27.0', 'v0.23.1']));
});
