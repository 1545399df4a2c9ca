import { mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { FolioError } from '@folio/core';
import { getAt, locate } from './pointer.ts';
import { loadSpec, loadSpecCached, writeSpecSnapshot } from './spec.ts';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** Write files into a fresh folder; objects are written as JSON. Returns the folder. */
function files(entries: Record<string, unknown>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'folio-openapi-'));
  dirs.push(dir);
  for (const [name, content] of Object.entries(entries)) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), typeof content === 'string' ? content : JSON.stringify(content, null, 2));
  }
  return dir;
}

function failure(run: () => unknown): FolioError {
  try {
    run();
  } catch (error) {
    return error as FolioError;
  }
  throw new Error('expected an error');
}

const base = { openapi: '3.0.3', info: { title: 'T', version: '1' } };

describe('loadSpec', () => {
  it('merges sibling files into one document with local $refs', () => {
    const dir = files({
      'api.json': {
        ...base,
        paths: { '/a': { get: { responses: { '200': { description: 'ok', content: { 'application/json': { schema: { $ref: 'schemas/pet.json' } } } } } } } },
      },
      'schemas/pet.json': { type: 'object', properties: { owner: { $ref: '../schemas/person.yaml#/Person' }, kind: { $ref: '#/$defs/Kind' } }, $defs: { Kind: { type: 'string' } } },
      'schemas/person.yaml': 'Person:\n  type: object\n  properties:\n    name: { type: string }\n',
    });
    const spec = loadSpec(path.join(dir, 'api.json'));
    expect(spec.files.map((file) => path.relative(dir, file))).toEqual(['api.json', 'schemas/pet.json', 'schemas/person.yaml']);
    const schema = getAt(spec.document, '#/paths/~1a/get/responses/200/content/application~1json/schema');
    expect(schema).toEqual({ $ref: '#/x-folio-files/schemas~1pet.json' });
    const pet = getAt(spec.document, '#/x-folio-files/schemas~1pet.json') as { properties: Record<string, unknown> };
    expect(pet.properties).toEqual({
      owner: { $ref: '#/x-folio-files/schemas~1person.yaml/Person' },
      kind: { $ref: '#/x-folio-files/schemas~1pet.json/$defs/Kind' },
    });
    expect(getAt(spec.document, '#/x-folio-files/schemas~1person.yaml/Person/properties/name')).toEqual({ type: 'string' });
    expect(locate(spec, '#/x-folio-files/schemas~1pet.json/properties/kind')).toEqual({ file: path.join(dir, 'schemas/pet.json'), pointer: '#/properties/kind' });
  });

  it('reads YAML specs', () => {
    const dir = files({ 'api.yaml': 'openapi: 3.1.0\ninfo: { title: T, version: "1" }\npaths: {}\n' });
    expect(loadSpec(path.join(dir, 'api.yaml')).document.openapi).toBe('3.1.0');
  });

  it('reloads a snapshot (its files embedded) as it was', () => {
    const dir = files({ 'api.json': { ...base, components: { schemas: { A: { $ref: 'b.json' } } } }, 'b.json': { type: 'string' } });
    const spec = loadSpec(path.join(dir, 'api.json'));
    const snapshot = writeSpecSnapshot(spec, path.join(dir, 'versioned/version-1.json'));
    const again = loadSpec(snapshot);
    expect(again.files).toEqual([snapshot]);
    expect(again.document).toEqual(JSON.parse(readFileSync(snapshot, 'utf8')));
    expect(getAt(again.document, '#/components/schemas/A')).toEqual({ $ref: '#/x-folio-files/b.json' });
    expect(() => writeSpecSnapshot(spec, snapshot)).toThrow(/exists already/);
  });

  type Bad = [name: string, entries: Record<string, unknown>, message: RegExp, where: { file: string; line?: number; column?: number; pointer?: string }];
  it.each<Bad>([
    ['invalid JSON', { 'api.json': '{\n  "openapi": "3.0.0",\n  "info": {,}\n}' }, /invalid JSON/, { file: 'api.json', line: 3, column: 12 }],
    ['invalid YAML', { 'api.yaml': 'openapi: 3.0.0\ninfo:\n  title: [a\n' }, /invalid YAML/, { file: 'api.yaml', line: 4 }],
    ['Swagger 2', { 'api.json': { swagger: '2.0' } }, /Swagger 2\.0 document/, { file: 'api.json', pointer: '#/swagger' }],
    ['no openapi key', { 'api.json': { info: {} } }, /not an OpenAPI 3 document/, { file: 'api.json', pointer: '#' }],
    ['OpenAPI 4', { 'api.json': { openapi: '4.0.0' } }, /not an OpenAPI 3 document/, { file: 'api.json', pointer: '#/openapi' }],
    ['not an object', { 'api.json': '[]' }, /must be an object/, { file: 'api.json', pointer: '#' }],
    [
      'a $ref that does not resolve',
      { 'api.json': { ...base, paths: { '/bookmarks': { post: { requestBody: { $ref: '#/components/requestBodies/Missing' } } } } } },
      /\$ref "#\/components\/requestBodies\/Missing" does not resolve/,
      { file: 'api.json', pointer: '#/paths/~1bookmarks/post/requestBody/$ref' },
    ],
    [
      'a $ref to a missing file',
      { 'api.json': { ...base, components: { schemas: { A: { $ref: 'nope.json' } } } } },
      /points to nope\.json, which does not exist/,
      { file: 'api.json', pointer: '#/components/schemas/A/$ref' },
    ],
    [
      'a bad pointer inside a sibling file',
      { 'api.json': { ...base, components: { schemas: { A: { $ref: 'b.json' } } } }, 'b.json': { properties: { x: { $ref: '#/nope' } } } },
      /\$ref "#\/nope" does not resolve/,
      { file: 'b.json', pointer: '#/properties/x/$ref' },
    ],
    [
      'a $ref chain that loops',
      { 'api.json': { ...base, components: { schemas: { A: { $ref: '#/components/schemas/B' }, B: { $ref: '#/components/schemas/A' } } } } },
      /is circular/,
      { file: 'api.json', pointer: '#/components/schemas/A/$ref' },
    ],
    ['a remote $ref', { 'api.json': { ...base, components: { schemas: { A: { $ref: 'https://example.com/a.json' } } } } }, /remote \$ref/, { file: 'api.json', pointer: '#/components/schemas/A/$ref' }],
    ['a missing spec', {}, /does not exist/, { file: 'api.json' }],
  ])('%s fails with the file and where', (_name, entries, message, where) => {
    const dir = files(entries);
    const entry = Object.keys(entries)[0] ?? 'api.json';
    const error = failure(() => loadSpec(path.join(dir, entry)));
    expect(error.name).toBe('FolioError');
    expect(error.message).toMatch(message);
    expect({ file: path.relative(dir, error.file ?? ''), line: error.line, column: error.column, pointer: error.pointer }).toMatchObject({
      ...where,
      ...(where.line === undefined ? {} : { line: where.line }),
    });
  });

  it('a recursive schema is fine (only $ref-only loops are refused)', () => {
    const dir = files({ 'api.json': { ...base, components: { schemas: { Node: { type: 'object', properties: { next: { $ref: '#/components/schemas/Node' } } } } } } });
    expect(() => loadSpec(path.join(dir, 'api.json'))).not.toThrow();
  });
});

describe('loadSpecCached', () => {
  it('reuses the spec until one of its files changes', () => {
    const dir = files({ 'api.json': { ...base, components: { schemas: { A: { $ref: 'b.json' } } } }, 'b.json': { type: 'string' } });
    const entry = path.join(dir, 'api.json');
    const first = loadSpecCached(entry);
    expect(loadSpecCached(entry)).toBe(first);
    writeFileSync(path.join(dir, 'b.json'), JSON.stringify({ type: 'integer' }));
    const later = new Date(Date.now() + 5000);
    utimesSync(path.join(dir, 'b.json'), later, later);
    const second = loadSpecCached(entry);
    expect(second).not.toBe(first);
    expect(getAt(second.document, '#/x-folio-files/b.json')).toEqual({ type: 'integer' });
  });
});
