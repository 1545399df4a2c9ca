import { describe, expect, it } from 'vitest';
import { diffApiModels, diffFields, flattenSchema, parentOf, type ApiChange, type FieldInfo } from './changelog.ts';
import { createApiModel } from './operations.ts';
import type { JsonObject, Spec } from './pointer.ts';

const specOf = (paths: JsonObject, schemas: JsonObject = {}): Spec => ({
  file: '/api.json',
  document: { openapi: '3.0.3', info: { title: 'T', version: '1' }, paths, components: { schemas } },
  files: ['/api.json'],
});
const json = (schema: unknown) => ({ content: { 'application/json': { schema } } });
const obj = (properties: JsonObject, required: string[] = []) => ({ type: 'object', properties, required });

describe('flattenSchema', () => {
  it('lists every field with its structural type and required mark; recursion stops', () => {
    const spec = specOf({}, { Node: obj({ name: { type: 'string' }, children: { type: 'array', items: { $ref: '#/components/schemas/Node' } } }, ['name']) });
    const flat = flattenSchema(spec, obj({ id: { type: 'string', readOnly: true }, tree: { $ref: '#/components/schemas/Node' }, tags: { type: 'array', items: obj({ name: { type: 'string', nullable: true } }, ['name']) } }, ['tree']), 'request');
    expect(Object.fromEntries(flat)).toEqual({
      '': { type: 'object', required: true },
      tree: { type: 'object', required: true },
      'tree.name': { type: 'string', required: true, schema: { name: 'Node', path: 'name' } },
      'tree.children': { type: 'object[]', required: false, schema: { name: 'Node', path: 'children' } },
      tags: { type: 'object[]', required: false },
      'tags[].name': { type: 'string | null', required: true },
    });
  });

  it('fields of oneOf options are merged; required only if every option requires them', () => {
    const spec = specOf({});
    const flat = flattenSchema(spec, { oneOf: [obj({ type: { type: 'string' }, url: { type: 'string' } }, ['type', 'url']), obj({ type: { type: 'string' }, text: { type: 'string' } }, ['type'])] }, 'request');
    expect(Object.fromEntries([...flat].filter(([k]) => k))).toEqual({ type: { type: 'string', required: true }, url: { type: 'string', required: false }, text: { type: 'string', required: false } });
  });
});

describe('diffFields', () => {
  const f = (type: string, required = false): FieldInfo => ({ type, required });
  const base = new Map<string, FieldInfo>([
    ['', f('object', true)],
    ['title', f('string')],
    ['archived', f('boolean', true)],
    ['author', f('object')],
    ['author.name', f('string')],
  ]);
  type Row = [name: string, kind: Exclude<ApiChange['kind'], 'status'>, after: Map<string, FieldInfo>, expected: Array<Partial<ApiChange>>];
  it.each<Row>([
    ['nothing changed', 'request', new Map(base), []],
    ['optional request field added', 'request', new Map([...base, ['note', f('string')]]), [{ change: 'added', name: 'note', breaking: false }]],
    ['required request field added', 'request', new Map([...base, ['note', f('string', true)]]), [{ change: 'added', name: 'note', detail: 'string, required', breaking: true }]],
    ['required response field added', 'response', new Map([...base, ['note', f('string', true)]]), [{ change: 'added', name: 'note', breaking: false }]],
    ['field removed', 'response', new Map([...base].filter(([k]) => k !== 'title')), [{ change: 'removed', name: 'title', breaking: true }]],
    ['object removed: one change, not one per field', 'request', new Map([...base].filter(([k]) => !k.startsWith('author'))), [{ change: 'removed', name: 'author', breaking: true }]],
    ['object added: one change', 'response', new Map([...base, ['owner', f('object')], ['owner.id', f('string', true)]]), [{ change: 'added', name: 'owner' }]],
    ['type changed', 'response', new Map([...base, ['title', f('integer')]]), [{ change: 'changed', name: 'title', detail: 'type string → integer', breaking: true }]],
    ['request field now required', 'request', new Map([...base, ['title', f('string', true)]]), [{ change: 'changed', detail: 'now required', breaking: true }]],
    ['request field now optional', 'request', new Map([...base, ['archived', f('boolean')]]), [{ change: 'changed', detail: 'now optional', breaking: false }]],
    ['response field now optional', 'response', new Map([...base, ['archived', f('boolean')]]), [{ change: 'changed', detail: 'now optional', breaking: true }]],
    ['response field now required', 'response', new Map([...base, ['title', f('string', true)]]), [{ change: 'changed', detail: 'now required', breaking: false }]],
  ])('%s', (_name, kind, after, expected) => {
    expect(diffFields(kind, base, after)).toMatchObject(expected);
    expect(diffFields(kind, base, after)).toHaveLength(expected.length);
  });

  it.each<[string, string | undefined]>([
    ['', undefined],
    ['title', ''],
    ['author.name', 'author'],
    ['tags[].name', 'tags'],
    ['a[].b[].c', 'a[].b'],
  ])('parentOf(%j) = %j', (field, parent) => {
    expect(parentOf(field)).toBe(parent);
  });
});

describe('diffApiModels', () => {
  const bookmark = obj({ id: { type: 'string' }, title: { type: 'string', nullable: true }, summary: { type: 'string' } }, ['id']);
  const older = createApiModel(
    specOf({
      '/bookmarks': {
        get: { summary: 'List', parameters: [{ name: 'limit', in: 'query', schema: { type: 'string' } }], responses: { '200': { description: 'ok', ...json({ type: 'array', items: bookmark }) } } },
        post: { summary: 'Create', requestBody: json(obj({ url: { type: 'string' } }, ['url'])), responses: { '201': { description: 'ok', ...json(bookmark) } } },
      },
      '/bookmarks/{id}/tags': { post: { summary: 'Attach tags', parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string' } }], responses: { '200': { description: 'ok' } } } },
      '/bookmarks/{id}': { get: { summary: 'Get', parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string' } }], responses: { '200': { description: 'ok', ...json(bookmark) } } } },
    }),
  );
  const newerBookmark = obj({ id: { type: 'string' }, title: { type: 'string', nullable: true }, createdAt: { type: 'string' } }, ['id']);
  const newer = createApiModel(
    specOf({
      '/bookmarks': {
        get: {
          summary: 'List',
          parameters: [
            { name: 'limit', in: 'query', schema: { type: 'integer' } },
            { name: 'archived', in: 'query', schema: { type: 'boolean' } },
          ],
          responses: { '200': { description: 'ok', ...json({ type: 'array', items: newerBookmark }) } },
        },
        post: { summary: 'Create', requestBody: json(obj({ url: { type: 'string' }, note: { type: 'string' } }, ['url', 'note'])), responses: { '201': { description: 'ok', ...json(newerBookmark) } } },
      },
      // The path parameter is renamed: the same operation.
      '/bookmarks/{bookmarkId}': { get: { summary: 'Get', deprecated: true, parameters: [{ name: 'bookmarkId', in: 'path', required: true, schema: { type: 'string' } }], responses: { '200': { description: 'ok', ...json(newerBookmark) } } } },
      '/lists': { get: { summary: 'Lists', responses: { '200': { description: 'ok' } } } },
    }),
  );

  it('lists added, removed, deprecated and changed operations, with breaking changes counted', () => {
    const changelog = diffApiModels(older, newer);
    expect(changelog.added.map((op) => `${op.method} ${op.path}`)).toEqual(['get /lists']);
    expect(changelog.removed.map((op) => `${op.method} ${op.path}`)).toEqual(['post /bookmarks/{id}/tags']);
    expect(changelog.deprecated.map((op) => op.slug)).toEqual(['get']);
    const changes = Object.fromEntries(changelog.changed.map((op) => [`${op.method} ${op.path}`, op.changes.map((c) => `${c.change} ${c.kind} ${c.name}: ${c.detail}${c.breaking ? ' (breaking)' : ''}`)]));
    expect(changes).toEqual({
      'get /bookmarks': [
        'changed parameter query limit: type string → integer (breaking)',
        'added parameter query archived: boolean, optional',
        'added response 200 [].createdAt: string, optional',
        'removed response 200 [].summary: string, optional (breaking)',
      ],
      'post /bookmarks': [
        'added request note: string, required (breaking)',
        'added response 201 createdAt: string, optional',
        'removed response 201 summary: string, optional (breaking)',
      ],
      'get /bookmarks/{bookmarkId}': ['added response 200 createdAt: string, optional', 'removed response 200 summary: string, optional (breaking)'],
    });
    expect(changelog.breaking).toBe(6);
  });

  it('the same spec has no changes', () => {
    expect(diffApiModels(newer, newer)).toEqual({ added: [], removed: [], changed: [], schemas: [], deprecated: [], breaking: 0 });
  });

  it('a change inside a named schema is listed once, under the schema; the operations name it', () => {
    const Bookmark = (props: JsonObject, required: string[]) => ({ Bookmark: obj(props, required) });
    const paths = {
      '/bookmarks/{id}': {
        get: { summary: 'Get', parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string' } }], responses: { '200': { description: 'ok', ...json({ $ref: '#/components/schemas/Bookmark' }) } } },
      },
      '/bookmarks': {
        get: { summary: 'List', responses: { '200': { description: 'ok', ...json({ type: 'object', properties: { items: { type: 'array', items: { $ref: '#/components/schemas/Bookmark' } } } }) } } },
        post: { summary: 'Create', requestBody: json({ $ref: '#/components/schemas/Bookmark' }), responses: { '201': { description: 'ok' } } },
      },
    };
    const v1 = createApiModel(specOf(paths, Bookmark({ id: { type: 'string' }, summary: { type: 'string' } }, ['id'])));
    const v2 = createApiModel(specOf(paths, Bookmark({ id: { type: 'integer' }, note: { type: 'string' } }, ['id', 'note'])));
    const changelog = diffApiModels(v1, v2);
    expect(changelog.changed.map((op) => [op.slug, op.changes.length, op.schemas])).toEqual([
      ['get', 0, ['Bookmark']],
      ['list', 0, ['Bookmark']],
      ['create', 0, ['Bookmark']],
    ]);
    expect(changelog.schemas).toEqual([
      {
        name: 'Bookmark',
        changes: [
          { kind: 'response', change: 'changed', name: 'id', detail: 'type string → integer', breaking: true, schema: { name: 'Bookmark', path: 'id' } },
          { kind: 'response', change: 'added', name: 'note', detail: 'string, required', breaking: false, schema: { name: 'Bookmark', path: 'note' } },
          { kind: 'response', change: 'removed', name: 'summary', detail: 'string, optional', breaking: true, schema: { name: 'Bookmark', path: 'summary' } },
          { kind: 'request', change: 'changed', name: 'id', detail: 'type string → integer', breaking: true, schema: { name: 'Bookmark', path: 'id' } },
          { kind: 'request', change: 'added', name: 'note', detail: 'string, required', breaking: true, schema: { name: 'Bookmark', path: 'note' } },
          { kind: 'request', change: 'removed', name: 'summary', detail: 'string, optional', breaking: true, schema: { name: 'Bookmark', path: 'summary' } },
        ],
      },
    ]);
    expect(changelog.breaking).toBe(5);
  });
});
