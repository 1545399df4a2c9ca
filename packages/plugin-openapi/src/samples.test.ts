import { describe, expect, it } from 'vitest';
import { createApiModel } from './operations.ts';
import type { JsonObject, Spec } from './pointer.ts';
import { createSampleRequest, createSamples, toPythonLiteral } from './samples.ts';

const specOf = (document: JsonObject): Spec => ({ file: '/api.json', document: { openapi: '3.1.0', info: { title: 'T', version: '1' }, ...document }, files: ['/api.json'] });
const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });

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

describe('request samples of a oneOf body', () => {
  const model = createApiModel(
    specOf({
      paths: {
        '/bookmarks': {
          post: {
            summary: 'Create',
            requestBody: {
              content: {
                'application/json': {
                  schema: {
                    oneOf: [
                      { type: 'object', required: ['type', 'url'], properties: { type: { const: 'link' }, url: { type: 'string', format: 'uri' } } },
                      { type: 'object', required: ['type', 'text'], properties: { type: { const: 'text' }, text: { type: 'string' } } },
                    ],
                  },
                },
              },
            },
            responses: {},
          },
        },
      },
    }),
  );
  it.each<[number, unknown]>([
    [0, { type: 'link', url: 'https://example.com' }],
    [1, { type: 'text', text: 'string' }],
  ])('variant %i sends its branch', (variant, value) => {
    expect(createSampleRequest(model.operations[0]!, model, variant).body).toEqual({ kind: 'json', mediaType: 'application/json', value });
    expect(createSamples(model.operations[0]!, model, variant)[0]!.code).toContain(JSON.stringify(value, null, 2));
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
