import { describe, expect, it } from 'vitest';
import { createApiModel } from './operations.ts';
import type { JsonObject, Spec } from './pointer.ts';
import { createSampleRequest, createSamples, exampleFromSchema, toPythonLiteral } from './samples.ts';

const specOf = (document: JsonObject): Spec => ({ file: '/api.json', document: { openapi: '3.1.0', info: { title: 'T', version: '1' }, ...document }, files: ['/api.json'] });
const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });

describe('exampleFromSchema', () => {
  const spec = specOf({
    components: {
      schemas: {
        Node: { type: 'object', properties: { name: { type: 'string' }, children: { type: 'array', items: ref('Node') } } },
        Id: { type: 'string', example: 'ieidlxygmwj87oxz5hxttoc8' },
      },
    },
  });
  it.each<[string, unknown, unknown]>([
    ['example wins', { type: 'string', example: 'x', default: 'y' }, 'x'],
    ['3.1 examples', { type: 'integer', examples: [7, 8] }, 7],
    ['default', { type: 'boolean', default: false }, false],
    ['first enum value (not null)', { type: ['string', 'null'], enum: [null, 'a'] }, 'a'],
    ['const', { const: 'link' }, 'link'],
    ['formats', { type: 'string', format: 'date-time' }, '2024-01-01T12:00:00Z'],
    ['unknown format', { type: 'string', format: 'slug' }, 'string'],
    ['number bounds', { type: 'integer', minimum: 5 }, 5],
    ['3.1 exclusive minimum', { type: 'integer', exclusiveMinimum: 5 }, 6],
    ['nullable 3.1', { type: ['null', 'number'] }, 0],
    ['array', { type: 'array', items: { type: 'string', format: 'uuid' } }, ['3fa85f64-5717-4562-b3fc-2c963f66afa6']],
    ['oneOf takes the first', { oneOf: [{ type: 'integer' }, { type: 'string' }] }, 0],
    ['allOf merged', { allOf: [{ properties: { a: { type: 'integer' } } }, { properties: { b: ref('Id') } }] }, { a: 0, b: 'ieidlxygmwj87oxz5hxttoc8' }],
    ['map', { type: 'object', additionalProperties: { type: 'integer' } }, { key: 0 }],
    ['recursion stops', ref('Node'), { name: 'string', children: [] }],
    ['anything', {}, undefined],
  ])('%s', (_name, schema, expected) => {
    expect(exampleFromSchema(spec, schema)).toEqual(expected);
  });

  it.each<['request' | 'response', unknown]>([
    ['request', { name: 'n', secret: 's' }],
    ['response', { id: 'i', name: 'n' }],
  ])('%s examples leave out readOnly / writeOnly properties', (mode, expected) => {
    const schema = { type: 'object', properties: { id: { type: 'string', readOnly: true, example: 'i' }, name: { type: 'string', example: 'n' }, secret: { type: 'string', writeOnly: true, example: 's' } } };
    expect(exampleFromSchema(spec, schema, mode)).toEqual(expected);
  });
});

describe('request samples', () => {
  const model = createApiModel(
    specOf({
      servers: [{ url: '{address}/api/v1', variables: { address: { default: 'https://try.karakeep.app' } } }],
      security: [{ bearerAuth: [] }],
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer' }, key: { type: 'apiKey', in: 'header', name: 'X-Api-Key' }, basic: { type: 'http', scheme: 'basic' } },
        schemas: { Id: { type: 'string', example: 'ieid' } },
      },
      paths: {
        '/bookmarks/{bookmarkId}': {
          patch: {
            summary: 'Update a bookmark',
            parameters: [
              { name: 'bookmarkId', in: 'path', required: true, schema: ref('Id') },
              { name: 'dryRun', in: 'query', schema: { type: 'boolean' }, example: true },
              { name: 'skipped', in: 'query', schema: { type: 'string' } },
            ],
            requestBody: { content: { 'application/json': { schema: { type: 'object', properties: { title: { type: 'string', example: "It's here" }, archived: { type: 'boolean' } } } } } },
            responses: { '200': { description: 'ok', content: { 'application/json': { schema: { type: 'object' } } } } },
          },
        },
        '/tags/{tagId}': { get: { summary: 'Get a tag', security: [{ key: [] }], parameters: [{ name: 'tagId', in: 'path', required: true, schema: { type: 'string' } }], responses: { '200': { description: 'ok' } } } },
        '/assets': {
          post: {
            summary: 'Upload',
            security: [{ basic: [] }],
            requestBody: { content: { 'multipart/form-data': { schema: { type: 'object', properties: { file: { type: 'string', format: 'binary' }, note: { type: 'string', example: 'n' } } } } } },
            responses: {},
          },
        },
      },
    }),
  );
  const [patch, getTag, upload] = model.operations;

  it('builds URL, headers and body from the operation', () => {
    expect(createSampleRequest(patch!, model)).toEqual({
      method: 'PATCH',
      url: 'https://try.karakeep.app/api/v1/bookmarks/ieid?dryRun=true',
      headers: [
        ['Authorization', 'Bearer <token>'],
        ['Content-Type', 'application/json'],
      ],
      body: { kind: 'json', mediaType: 'application/json', value: { title: "It's here", archived: true } },
      jsonResponse: true,
    });
    expect(createSampleRequest(getTag!, model)).toMatchObject({ url: 'https://try.karakeep.app/api/v1/tags/{tagId}', headers: [['X-Api-Key', '<api-key>']], jsonResponse: false });
    expect(createSampleRequest(upload!, model)).toMatchObject({
      headers: [['Authorization', 'Basic <base64 of username:password>']],
      body: { kind: 'multipart', fields: [{ name: 'file', value: 'file', file: true }, { name: 'note', value: 'n', file: false }] },
    });
  });

  it('curl, fetch and Python', () => {
    const [curl, fetch, python] = createSamples(patch!, model);
    expect(curl!.code).toMatchInlineSnapshot(`
      "curl -X PATCH 'https://try.karakeep.app/api/v1/bookmarks/ieid?dryRun=true' \\
        -H 'Authorization: Bearer <token>' \\
        -H 'Content-Type: application/json' \\
        -d '{
        "title": "It'\\''s here",
        "archived": true
      }'"
    `);
    expect(fetch!.code).toMatchInlineSnapshot(`
      "const response = await fetch("https://try.karakeep.app/api/v1/bookmarks/ieid?dryRun=true", {
        method: "PATCH",
        headers: {
          "Authorization": "Bearer <token>",
          "Content-Type": "application/json",
        },
        body: JSON.stringify({
          "title": "It's here",
          "archived": true
        }),
      });
      const data = await response.json();
      console.log(data);"
    `);
    expect(python!.code).toMatchInlineSnapshot(`
      "import requests

      response = requests.patch(
          "https://try.karakeep.app/api/v1/bookmarks/ieid?dryRun=true",
          headers={
              "Authorization": "Bearer <token>",
              "Content-Type": "application/json"
          },
          json={
              "title": "It's here",
              "archived": True
          },
      )
      print(response.json())"
    `);
  });

  it('curl globs off a URL with placeholders; multipart uploads a file', () => {
    expect(createSamples(getTag!, model)[0]!.code).toBe("curl -g 'https://try.karakeep.app/api/v1/tags/{tagId}' \\\n  -H 'X-Api-Key: <api-key>'");
    expect(createSamples(upload!, model)[0]!.code).toContain("-F 'file=@path/to/file' \\\n  -F 'note=n'");
    expect(createSamples(upload!, model)[2]!.code).toContain('files={"file": open("path/to/file", "rb")}');
  });
});

describe('toPythonLiteral', () => {
  it.each<[unknown, string]>([
    [{ a: true, b: null, c: 'true null' }, '{"a": True, "b": None, "c": "true null"}'],
    [[false, 1.5], '[False, 1.5]'],
  ])('%j', (value, expected) => {
    expect(toPythonLiteral(value, 0).replace(/\n/g, '').replace(/,(?=\S)/g, ', ').replace(/":(?=\S)/g, '": ')).toBe(expected);
  });
});
