import { describe, expect, it } from 'vitest';
import type { JsonObject, Spec } from './pointer.ts';
import type { SchemaNode } from './contract.ts';
import { createSchemaTree } from './schema-tree.ts';
import { constraintsOf, mergeAllOf, typeLabel } from './schemas.ts';

const specOf = (schemas: JsonObject): Spec => ({ file: '/api.json', document: { openapi: '3.1.0', components: { schemas } }, files: ['/api.json'] });
const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });

/** A tree as `name: type` lines, indented, with markers for options and cycles. */
function outline(node: SchemaNode, depth = 0): string[] {
  const pad = '  '.repeat(depth);
  const flags = [node.required && 'required', node.nullable && 'nullable', node.readOnly && 'readOnly', node.truncated && 'truncated'].filter(Boolean).join(' ');
  const line = `${pad}${node.name ?? node.title ?? '(root)'}: ${node.type}${flags ? ` [${flags}]` : ''}${node.circular ? ` -> #${node.circular.target}` : ''}`;
  return [
    line,
    ...(node.children ?? []).flatMap((child) => outline(child, depth + 1)),
    ...(node.variants?.options ?? []).flatMap((option) => outline(option, depth + 1).map((l, i) => (i === 0 ? l.replace(/^(\s*)/, `$1${node.variants!.kind} `) : l))),
  ];
}

describe('typeLabel', () => {
  const spec = specOf({ Bookmark: { type: 'object', properties: {} }, Id: { type: 'string' } });
  it.each<[string, unknown, string]>([
    ['string with format', { type: 'string', format: 'date-time' }, 'string<date-time>'],
    ['3.0 nullable', { type: 'string', nullable: true }, 'string | null'],
    ['3.1 type list', { type: ['integer', 'null'] }, 'integer | null'],
    ['several types', { type: ['string', 'number'] }, 'string | number'],
    ['named object', ref('Bookmark'), 'Bookmark'],
    ['named string is its type', ref('Id'), 'string'],
    ['array of named objects', { type: 'array', items: ref('Bookmark') }, 'Bookmark[]'],
    ['array of nullable', { type: 'array', items: { type: ['string', 'null'] } }, '(string | null)[]'],
    ['inferred object', { properties: { a: {} } }, 'object'],
    ['inferred from enum', { enum: ['a', 'b'] }, 'string'],
    ['oneOf', { oneOf: [{ type: 'string' }, { type: 'integer' }] }, 'string | integer'],
    ['oneOf with null', { oneOf: [ref('Bookmark'), { type: 'null' }] }, 'Bookmark | null'],
    ['allOf', { allOf: [ref('Bookmark'), { properties: { x: {} } }] }, 'object'],
    ['anything', {}, 'any'],
  ])('%s', (_name, schema, label) => {
    expect(typeLabel(spec, schema)).toBe(label);
  });

  it('without names, for comparisons', () => {
    expect(typeLabel(spec, { type: 'array', items: ref('Bookmark') }, { names: false })).toBe('object[]');
  });
});

describe('constraintsOf', () => {
  it.each<[string, JsonObject, string[]]>([
    ['inclusive bounds', { minimum: 1, maximum: 100 }, ['>= 1', '<= 100']],
    ['3.0 exclusive', { minimum: 0, exclusiveMinimum: true, maximum: 5, exclusiveMaximum: true }, ['> 0', '< 5']],
    ['3.1 exclusive', { exclusiveMinimum: 0, exclusiveMaximum: 5 }, ['> 0', '< 5']],
    ['strings', { minLength: 1, maxLength: 10, pattern: '^a' }, ['>= 1 characters', '<= 10 characters', 'pattern: ^a']],
    ['arrays', { minItems: 1, maxItems: 3, uniqueItems: true }, ['>= 1 items', '<= 3 items', 'unique items']],
    ['none', {}, []],
  ])('%s', (_name, schema, expected) => {
    expect(constraintsOf(schema)).toEqual(expected);
  });
});

describe('mergeAllOf', () => {
  it('merges properties and required lists; own keys win; a cycle through allOf is cut', () => {
    const spec = specOf({
      Base: { type: 'object', description: 'base', properties: { id: { type: 'string' } }, required: ['id'] },
      Loop: { allOf: [ref('Loop'), { properties: { x: { type: 'string' } } }] },
    });
    expect(mergeAllOf(spec, { allOf: [ref('Base'), { properties: { name: { type: 'string' } }, required: ['name'] }], description: 'own' })).toEqual({
      type: 'object',
      description: 'own',
      properties: { id: { type: 'string' }, name: { type: 'string' } },
      required: ['id', 'name'],
    });
    expect(mergeAllOf(spec, { allOf: [ref('Loop')] }, new Set())).toEqual({ properties: { x: { type: 'string' } } });
  });
});

describe('createSchemaTree', () => {
  it('a self-recursive schema links back to itself instead of expanding again', () => {
    const spec = specOf({ List: { type: 'object', properties: { name: { type: 'string' }, children: { type: 'array', items: ref('List') }, parent: ref('List') }, required: ['name'] } });
    expect(outline(createSchemaTree(spec, ref('List'), { idPrefix: 'res', mode: 'any' }))).toEqual([
      'List: List',
      '  name: string [required]',
      '  children: List[] -> #res',
      '  parent: List -> #res',
    ]);
  });

  it('mutual recursion (A → B → A) is cut at the second A, linking to the first', () => {
    const spec = specOf({ A: { type: 'object', properties: { b: ref('B') } }, B: { type: 'object', properties: { a: ref('A'), n: { type: 'integer' } } } });
    const tree = createSchemaTree(spec, ref('A'), { idPrefix: 'x', mode: 'any' });
    expect(outline(tree)).toEqual(['A: A', '  b: B', '    a: A -> #x', '    n: integer']);
    expect(tree.children![0]!.id).toBe('x.b');
  });

  it('composition: allOf merged, oneOf options titled by their const property, nullable and readOnly', () => {
    const spec = specOf({
      Base: { type: 'object', properties: { id: { type: 'string', readOnly: true }, note: { type: 'string', nullable: true } }, required: ['id'] },
    });
    const schema = {
      allOf: [
        ref('Base'),
        {
          properties: {
            content: {
              oneOf: [
                { type: 'object', properties: { type: { const: 'link' }, url: { type: 'string' } } },
                { title: 'Text content', type: 'object', properties: { text: { type: 'string' } } },
              ],
            },
          },
        },
      ],
    };
    expect(outline(createSchemaTree(spec, schema, { idPrefix: 'r', mode: 'response' }))).toEqual([
      '(root): object',
      '  id: string [required readOnly]',
      '  note: string | null [nullable]',
      '  content: object',
      '    oneOf type: link: object',
      '      type: string',
      '      url: string',
      '    oneOf Text content: object',
      '      text: string',
    ]);
    // A request leaves readOnly properties out.
    expect(outline(createSchemaTree(spec, schema, { idPrefix: 'r', mode: 'request' }))[1]).toBe('  note: string | null [nullable]');
  });

  it('keeps description (as safe HTML), enum, default, example and constraints', () => {
    const tree = createSchemaTree(specOf({}), { type: 'object', properties: { color: { type: 'string', description: 'The **colour** <b>x</b>', enum: ['red', 'blue'], default: 'red', example: 'blue', maxLength: 10 } } }, { idPrefix: 'p', mode: 'any' });
    expect(tree.children![0]).toEqual({
      id: 'p.color',
      name: 'color',
      type: 'string',
      description: 'The <strong>colour</strong> &lt;b&gt;x&lt;/b&gt;',
      constraints: ['<= 10 characters'],
      enum: ['"red"', '"blue"'],
      default: '"red"',
      example: '"blue"',
    });
  });

  it('stops at maxDepth and at maxNodes', () => {
    const deep = { type: 'object', properties: { a: { type: 'object', properties: { b: { type: 'object', properties: { c: { type: 'string' } } } } } } };
    expect(outline(createSchemaTree(specOf({}), deep, { idPrefix: 'd', mode: 'any', maxDepth: 2 }))).toEqual(['(root): object', '  a: object', '    b: object [truncated]']);
    const wide = { type: 'object', properties: Object.fromEntries(Array.from({ length: 50 }, (_, i) => [`p${i}`, { type: 'string' }])) };
    const tree = createSchemaTree(specOf({}), wide, { idPrefix: 'w', mode: 'any', maxNodes: 10 });
    expect(tree.children!.length).toBeLessThan(10);
    expect(tree.truncated).toBe(true);
  });

  it('arrays show their items’ properties; additionalProperties is a [key] child; ids are anchor-safe', () => {
    const schema = { type: 'array', items: { type: 'object', properties: { 'a b': { type: 'string' } }, additionalProperties: { type: 'integer' } } };
    const tree = createSchemaTree(specOf({}), schema, { idPrefix: 'response-200-application_json', mode: 'any' });
    expect(outline(tree)).toEqual(['(root): object[]', '  a b: string', '  [key: string]: integer']);
    expect(tree.children!.map((c) => c.id)).toEqual(['response-200-application_json.a_b', 'response-200-application_json.__additional']);
  });

  it('a large shared, non-recursive graph stays within the node budget', () => {
    // Each level refers to the next twice: 2^12 paths without a budget.
    const schemas: JsonObject = {};
    for (let i = 0; i < 12; i++) schemas[`L${i}`] = { type: 'object', properties: { left: ref(`L${i + 1}`), right: ref(`L${i + 1}`) } };
    schemas.L12 = { type: 'string' };
    let count = 0;
    const walk = (node: SchemaNode) => {
      count++;
      node.children?.forEach(walk);
    };
    walk(createSchemaTree(specOf(schemas), ref('L0'), { idPrefix: 'g', mode: 'any', maxDepth: 20 }));
    expect(count).toBeLessThanOrEqual(1501);
  });
});
