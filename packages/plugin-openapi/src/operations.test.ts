import { describe, expect, it } from 'vitest';
import type { FolioError } from '@folio/core';
import { createApiModel, createServers, routeKey } from './operations.ts';
import { slugify, slugifyIdentifier } from './slugs.ts';
import type { JsonObject, Spec } from './pointer.ts';

const FILE = '/site/openapi/api.json';
const specOf = (document: JsonObject): Spec => ({ file: FILE, document: { openapi: '3.1.0', info: { title: 'Karakeep API', version: '1.0.0' }, ...document }, files: [FILE] });
const ok = { '200': { description: 'ok' } };

function failure(run: () => unknown): FolioError {
  try {
    run();
  } catch (error) {
    return error as FolioError;
  }
  throw new Error('expected an error');
}

describe('slugify', () => {
  it.each<[string, string]>([
    ['Create a new bookmark', 'create-a-new-bookmark'],
    ['Karakeep API', 'karakeep-api'],
    ['Get a bookmark’s tags', 'get-a-bookmarks-tags'],
    ['  Update  (partial) / PATCH ', 'update-partial-patch'],
    ['Créer un signet', 'creer-un-signet'],
    ['获取书签', '获取书签'],
    ['2FA: enable', '2fa-enable'],
    ['---', ''],
  ])('%s → %s', (text, slug) => {
    expect(slugify(text)).toBe(slug);
  });

  it.each<[string, string]>([
    ['getBookmarkById', 'get-bookmark-by-id'],
    ['list_tags', 'list-tags'],
    ['getHTMLContent', 'get-html-content'],
    ['v1.bookmarks.create', 'v1-bookmarks-create'],
  ])('operationId %s → %s', (id, slug) => {
    expect(slugifyIdentifier(id)).toBe(slug);
  });
});

describe('createApiModel', () => {
  it('names each page by its summary, else its operationId, else method and path', () => {
    const model = createApiModel(
      specOf({
        paths: {
          '/bookmarks': { get: { summary: 'Get all bookmarks', operationId: 'listBookmarks', responses: ok }, post: { operationId: 'createBookmark', responses: ok } },
          '/tags/{tagId}': { delete: { responses: ok } },
        },
      }),
    );
    expect(model.operations.map((op) => [op.title, op.slug, op.pointer])).toEqual([
      ['Get all bookmarks', 'get-all-bookmarks', '#/paths/~1bookmarks/get'],
      ['createBookmark', 'create-bookmark', '#/paths/~1bookmarks/post'],
      ['DELETE /tags/{tagId}', 'delete-tags-tagid', '#/paths/~1tags~1{tagId}/delete'],
    ]);
    expect(model.slug).toBe('karakeep-api');
  });

  it('groups operations by their first tag, in the order of the tags list, then undeclared tags', () => {
    const model = createApiModel(
      specOf({
        tags: [{ name: 'Lists', description: 'All lists' }, { name: 'Bookmarks' }, { name: 'Unused' }],
        paths: {
          '/bookmarks': { get: { summary: 'A', tags: ['Bookmarks', 'Lists'], responses: ok } },
          '/tags': { get: { summary: 'B', tags: ['Tags'], responses: ok } },
          '/lists': { get: { summary: 'C', tags: ['Lists'], responses: ok }, post: { summary: 'D', tags: ['Lists'], responses: ok } },
          '/health': { get: { summary: 'E', responses: ok } },
        },
      }),
    );
    expect(model.tags.map((tag) => [tag.name, tag.description, tag.operations.map((op) => op.title)])).toEqual([
      ['Lists', 'All lists', ['C', 'D']],
      ['Bookmarks', undefined, ['A']],
      ['Tags', undefined, ['B']],
    ]);
    expect(model.untagged.map((op) => op.title)).toEqual(['E']);
  });

  it('merges path-item parameters, the operation overriding one with the same name and place', () => {
    const model = createApiModel(
      specOf({
        components: { parameters: { Id: { name: 'id', in: 'path', schema: { type: 'string' }, description: 'shared' } } },
        paths: {
          '/a/{id}': {
            parameters: [{ $ref: '#/components/parameters/Id' }, { name: 'limit', in: 'query', schema: { type: 'integer' } }],
            get: { summary: 'A', parameters: [{ name: 'limit', in: 'query', required: true, schema: { type: 'integer' }, example: 5 }], responses: ok },
          },
        },
      }),
    );
    expect(model.operations[0]!.parameters.map((p) => ({ name: p.name, in: p.in, required: p.required, example: p.example, pointer: p.pointer }))).toEqual([
      { name: 'id', in: 'path', required: true, example: undefined, pointer: '#/components/parameters/Id' },
      { name: 'limit', in: 'query', required: true, example: 5, pointer: '#/paths/~1a~1{id}/get/parameters/0' },
    ]);
  });

  it('takes security from the operation, else the document; servers from the operation, path or document', () => {
    const model = createApiModel(
      specOf({
        security: [{ bearerAuth: [] }],
        servers: [{ url: '{address}/api/v1', variables: { address: { default: 'https://try.karakeep.app' } } }],
        components: { securitySchemes: { bearerAuth: { type: 'http', scheme: 'Bearer', bearerFormat: 'JWT' } } },
        paths: {
          '/a': { get: { summary: 'A', responses: ok }, post: { summary: 'B', security: [], servers: [{ url: 'https://other.example/' }], responses: ok } },
        },
      }),
    );
    const [a, b] = model.operations;
    expect(a!.security).toEqual([[{ scheme: 'bearerAuth', scopes: [] }]]);
    expect(a!.servers.map((s) => s.resolvedUrl)).toEqual(['https://try.karakeep.app/api/v1']);
    expect(b!.security).toEqual([]);
    expect(b!.servers.map((s) => s.resolvedUrl)).toEqual(['https://other.example']);
    expect(model.securitySchemes).toEqual([{ name: 'bearerAuth', type: 'http', scheme: 'bearer', bearerFormat: 'JWT' }]);
  });

  it('reads request bodies, responses, headers and examples through $refs', () => {
    const model = createApiModel(
      specOf({
        components: {
          requestBodies: { New: { required: true, content: { 'application/json': { schema: { type: 'object' }, examples: { one: { $ref: '#/components/examples/One' } } } } } },
          examples: { One: { value: { url: 'https://x' } } },
          responses: { NotFound: { description: 'missing', headers: { 'X-Id': { schema: { type: 'string' } } } } },
        },
        paths: { '/a': { post: { summary: 'A', requestBody: { $ref: '#/components/requestBodies/New' }, responses: { '404': { $ref: '#/components/responses/NotFound' } } } } },
      }),
    );
    const op = model.operations[0]!;
    expect(op.requestBody).toMatchObject({ required: true, pointer: '#/components/requestBodies/New', content: [{ mediaType: 'application/json', example: { url: 'https://x' }, hasExample: true }] });
    expect(op.responses).toMatchObject([{ status: '404', description: 'missing', headers: [{ name: 'X-Id', in: 'header', required: false }] }]);
  });

  it('refuses two operations with the same page name, naming the second by file and pointer', () => {
    const error = failure(() =>
      createApiModel(
        specOf({
          paths: {
            '/bookmarks': { post: { summary: 'Create a new bookmark', responses: ok } },
            '/v2/bookmarks': { post: { summary: 'Create a new  bookmark!', responses: ok } },
          },
        }),
      ),
    );
    expect(error.message).toBe('two operations have the page name "create-a-new-bookmark": POST /bookmarks (#/paths/~1bookmarks/post) and POST /v2/bookmarks');
    expect([error.file, error.pointer]).toEqual([FILE, '#/paths/~1v2~1bookmarks/post/summary']);
  });

  it.each<[string, JsonObject, string]>([
    ['the overview', { summary: 'Karakeep API', responses: ok }, '#/paths/~1a/get/summary'],
    ['the changelog', { operationId: 'changelog', responses: ok }, '#/paths/~1a/get/operationId'],
  ])('refuses an operation named like %s', (_name, operation, pointer) => {
    const error = failure(() => createApiModel(specOf({ paths: { '/a': { get: operation } } }), { reserved: { changelog: 'the API changelog' } }));
    expect(error.message).toMatch(/would be published as/);
    expect(error.pointer).toBe(pointer);
  });

  it('refuses a parameter with an unknown location', () => {
    const error = failure(() => createApiModel(specOf({ paths: { '/a': { get: { parameters: [{ name: 'x', in: 'body' }], responses: ok } } } })));
    expect([error.message, error.pointer]).toEqual(['parameter "x" has `in: "body"`; use path, query, header or cookie', '#/paths/~1a/get/parameters/0/in']);
  });
});

describe('createServers', () => {
  it.each<[string, unknown, string[]]>([
    ['variables replaced by defaults', [{ url: '{scheme}://{host}/v1', variables: { scheme: { default: 'https' }, host: { default: 'api.example.com' } } }], ['https://api.example.com/v1']],
    ['relative URL kept', [{ url: '/api/v1/' }], ['/api/v1']],
    ['unknown variable kept', [{ url: '{x}/v1' }], ['{x}/v1']],
    ['not a list', undefined, []],
  ])('%s', (_name, servers, urls) => {
    expect(createServers(servers).map((s) => s.resolvedUrl)).toEqual(urls);
  });
});

describe('routeKey', () => {
  it.each<[string, string, string]>([
    ['get', '/bookmarks/{bookmarkId}', 'GET /bookmarks/{}'],
    ['GET', '/bookmarks/{id}/', 'GET /bookmarks/{}'],
    ['post', '/', 'POST /'],
  ])('%s %s', (method, path, key) => {
    expect(routeKey(method, path)).toBe(key);
  });
});
