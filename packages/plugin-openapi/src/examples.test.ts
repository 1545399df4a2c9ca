import { describe, expect, it } from 'vitest';
import { createSpecValidator } from '../test/json-schema.ts';
import { exampleFromSchema, exampleVariants } from './examples.ts';
import type { JsonObject, Spec } from './pointer.ts';

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const specOf = (openapi: string, schemas: JsonObject): Spec => ({
  file: '/api.json',
  document: { openapi, info: { title: 'T', version: '1' }, paths: {}, components: { schemas } },
  files: ['/api.json'],
});

/** Schemas the cases refer to, in the shapes real specs use. */
const SHARED: JsonObject = {
  Id: { type: 'string', example: 'ieidlxygmwj87oxz5hxttoc8' },
  Node: { type: 'object', properties: { name: { type: 'string' }, children: { type: 'array', items: ref('Node') } } },
  Common: { type: 'object', properties: { title: { type: 'string', nullable: true, maxLength: 10 }, archived: { type: 'boolean' } } },
  Link: { type: 'object', required: ['type', 'url'], properties: { type: { type: 'string', enum: ['link'] }, url: { type: 'string', format: 'uri' } } },
  Text: { type: 'object', required: ['type', 'text'], properties: { type: { type: 'string', enum: ['text'] }, text: { type: 'string' } } },
  // Options without the discriminator property: the mapping alone names them.
  Cat: { type: 'object', required: ['meow'], properties: { meow: { type: 'integer', minimum: 1 } } },
  Dog: { type: 'object', required: ['bark'], properties: { bark: { type: 'boolean' } } },
  // A parent whose options extend it (allOf back to the parent).
  Pet: { type: 'object', required: ['kind'], properties: { kind: { type: 'string' } }, discriminator: { propertyName: 'kind' }, oneOf: [ref('Cow'), ref('Hen')] },
  Cow: { allOf: [ref('Pet'), { type: 'object', properties: { moo: { type: 'string' } } }] },
  Hen: { allOf: [ref('Pet'), { type: 'object', properties: { eggs: { type: 'integer' } } }] },
};

const NEW_BOOKMARK = { allOf: [ref('Common'), { oneOf: [ref('Link'), ref('Text')], discriminator: { propertyName: 'type', mapping: { link: '#/components/schemas/Link', text: '#/components/schemas/Text' } } }] };

type Case = [name: string, openapi: '3.0.3' | '3.1.0', schema: unknown, expected: unknown];

describe('exampleFromSchema', () => {
  it.each<Case>([
    ['example wins', '3.1.0', { type: 'string', example: 'x', default: 'y' }, 'x'],
    ['3.1 examples', '3.1.0', { type: 'integer', examples: [7, 8] }, 7],
    ['default', '3.1.0', { type: 'boolean', default: false }, false],
    ['enum: first value that is not null', '3.1.0', { type: ['string', 'null'], enum: [null, 'a'] }, 'a'],
    ['enum 3.0 nullable', '3.0.3', { type: 'string', enum: ['low', 'normal'], nullable: true }, 'low'],
    ['const', '3.1.0', { const: 'link' }, 'link'],
    ['format date-time', '3.1.0', { type: 'string', format: 'date-time' }, '2024-01-01T12:00:00Z'],
    ['format uuid', '3.0.3', { type: 'string', format: 'uuid' }, '3fa85f64-5717-4562-b3fc-2c963f66afa6'],
    ['format email', '3.0.3', { type: 'string', format: 'email' }, 'user@example.com'],
    ['format date', '3.0.3', { type: 'string', format: 'date' }, '2024-01-01'],
    ['format ipv4', '3.0.3', { type: 'string', format: 'ipv4' }, '192.0.2.1'],
    ['unknown format', '3.1.0', { type: 'string', format: 'slug' }, 'string'],
    ['string lengths', '3.1.0', { type: 'object', properties: { long: { type: 'string', minLength: 9 }, short: { type: 'string', maxLength: 3 } } }, { long: 'stringxxx', short: 'str' }],
    ['number bounds', '3.1.0', { type: 'integer', minimum: 5 }, 5],
    ['3.1 exclusive minimum', '3.1.0', { type: 'integer', exclusiveMinimum: 5 }, 6],
    ['3.0 exclusive minimum flag', '3.0.3', { type: 'integer', minimum: 0, exclusiveMinimum: true }, 1],
    ['negative maximum', '3.1.0', { type: 'number', maximum: -2 }, -2],
    ['nullable 3.1', '3.1.0', { type: ['null', 'number'] }, 0],
    ['nullable 3.0', '3.0.3', { type: 'string', format: 'date-time', nullable: true }, '2024-01-01T12:00:00Z'],
    ['nullable ref through anyOf', '3.1.0', { anyOf: [ref('Id'), { type: 'null' }] }, 'ieidlxygmwj87oxz5hxttoc8'],
    ['array', '3.1.0', { type: 'array', items: { type: 'string', format: 'uuid' } }, ['3fa85f64-5717-4562-b3fc-2c963f66afa6']],
    ['array minItems', '3.1.0', { type: 'array', minItems: 2, items: { type: 'integer' } }, [0, 0]],
    [
      'nested arrays and objects',
      '3.0.3',
      { type: 'object', properties: { tags: { type: 'array', items: { type: 'object', required: ['name'], properties: { name: { type: 'string' }, ids: { type: 'array', items: ref('Id') } } } } } },
      { tags: [{ name: 'string', ids: ['ieidlxygmwj87oxz5hxttoc8'] }] },
    ],
    ['oneOf takes the first', '3.1.0', { oneOf: [{ type: 'integer' }, { type: 'string' }] }, 0],
    ['anyOf takes the first', '3.1.0', { anyOf: [{ type: 'string', format: 'uri' }, { type: 'integer' }] }, 'https://example.com'],
    ['allOf merged', '3.1.0', { allOf: [{ properties: { a: { type: 'integer' } } }, { required: ['b'], properties: { b: ref('Id') } }] }, { a: 0, b: 'ieidlxygmwj87oxz5hxttoc8' }],
    ['oneOf with discriminator and mapping', '3.0.3', NEW_BOOKMARK, { type: 'link', title: 'string', archived: true, url: 'https://example.com' }],
    [
      'mapping names options without the property',
      '3.0.3',
      { oneOf: [ref('Cat'), ref('Dog')], discriminator: { propertyName: 'pet', mapping: { cat: '#/components/schemas/Cat', dog: 'Dog' } } },
      { pet: 'cat', meow: 1 },
    ],
    [
      'oneOf with const type',
      '3.1.0',
      { oneOf: [{ type: 'object', required: ['type', 'a'], properties: { type: { const: 'a' }, a: { type: 'integer' } } }, { type: 'object', required: ['type'], properties: { type: { const: 'b' } } }] },
      { type: 'a', a: 0 },
    ],
    ['map', '3.1.0', { type: 'object', additionalProperties: { type: 'integer' } }, { key: 0 }],
    ['recursion stops', '3.1.0', ref('Node'), { name: 'string', children: [] }],
  ])('%s (%s)', (_name, openapi, schema, expected) => {
    const spec = specOf(openapi, { ...SHARED, Case: schema as JsonObject });
    const value = exampleFromSchema(spec, ref('Case'), 'request');
    expect(value).toEqual(expected);
    expect(createSpecValidator(spec, 'request')('#/components/schemas/Case', value)).toEqual([]);
  });

  // Not validated: as plain JSON Schema, a parent listing children that extend it never ends.
  it('options that extend their parent: the branch, without the parent again', () => {
    expect(exampleFromSchema(specOf('3.0.3', SHARED), ref('Pet'), 'request')).toEqual({ kind: 'Cow', moo: 'string' });
  });

  it('gives nothing for a schema that allows anything', () => {
    expect(exampleFromSchema(specOf('3.1.0', {}), {})).toBeUndefined();
  });

  it.each<['request' | 'response', unknown]>([
    ['request', { name: 'n', secret: 's' }],
    ['response', { id: 'i', name: 'n' }],
  ])('%s examples leave out readOnly / writeOnly properties', (mode, expected) => {
    const schema = { type: 'object', properties: { id: { type: 'string', readOnly: true, example: 'i' }, name: { type: 'string', example: 'n' }, secret: { type: 'string', writeOnly: true, example: 's' } } };
    expect(exampleFromSchema(specOf('3.1.0', {}), schema, mode)).toEqual(expected);
  });
});

describe('exampleVariants', () => {
  it.each<[string, '3.0.3' | '3.1.0', unknown, string | undefined, Array<[string | undefined, JsonObject | unknown]>]>([
    [
      'one per discriminated branch, labelled by its value',
      '3.0.3',
      NEW_BOOKMARK,
      'Variant (type)',
      [
        ['link', { type: 'link', title: 'string', archived: true, url: 'https://example.com' }],
        ['text', { type: 'text', title: 'string', archived: true, text: 'string' }],
      ],
    ],
    ['options named by their schema', '3.0.3', { oneOf: [ref('Cat'), ref('Dog')] }, 'Variant', [['Cat', { meow: 1 }], ['Dog', { bark: true }]]],
    ['anyOf options named by their type', '3.1.0', { anyOf: [{ type: 'integer' }, { type: 'string', format: 'date' }] }, 'Variant', [['integer', 0], ['string<date>', '2024-01-01']]],
    ['repeated labels made distinct', '3.1.0', { oneOf: [{ type: 'integer', maximum: 0 }, { type: 'integer', minimum: 1 }] }, 'Variant', [['integer', 0], ['integer (2)', 1]]],
    ['one shape: one unlabelled example', '3.1.0', ref('Id'), undefined, [[undefined, 'ieidlxygmwj87oxz5hxttoc8']]],
  ])('%s', (_name, openapi, schema, choice, expected) => {
    const spec = specOf(openapi, { ...SHARED, Case: schema as JsonObject });
    const result = exampleVariants(spec, ref('Case'), 'request');
    expect(result.choice).toBe(choice);
    expect(result.variants.map((v) => [v.label, v.value])).toEqual(expected);
    const validate = createSpecValidator(spec, 'request');
    for (const variant of result.variants) expect(validate('#/components/schemas/Case', variant.value)).toEqual([]);
  });

  it('the validator rejects the example the pages used to show (no type, no url)', () => {
    const spec = specOf('3.0.3', { ...SHARED, Case: NEW_BOOKMARK });
    expect(createSpecValidator(spec, 'request')('#/components/schemas/Case', { title: 'string', archived: true })).not.toEqual([]);
  });
});
