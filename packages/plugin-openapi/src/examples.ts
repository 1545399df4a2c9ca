/**
 * PURE: example values generated from schemas, meant to be valid against them: `allOf` merged,
 * a concrete branch of every `oneOf`/`anyOf` (its discriminator set, branches.ts), every property
 * (required ones even when nothing better than a bare value is known), bounds and lengths honoured.
 */
import type { ApiMediaType } from './operations.ts';
import { deref, isObject, type JsonObject, type Spec } from './pointer.ts';
import { branchesOf, discriminatorOf } from './branches.ts';
import { explicitExample, resolveSchema, typesOf } from './schemas.ts';
import type { SchemaMode } from './schema-tree.ts';

const STRING_FORMATS: Record<string, string> = {
  'date-time': '2024-01-01T12:00:00Z',
  date: '2024-01-01',
  time: '12:00:00Z',
  duration: 'P1D',
  email: 'user@example.com',
  'idn-email': 'user@example.com',
  uri: 'https://example.com',
  url: 'https://example.com',
  iri: 'https://example.com',
  'uri-reference': '/path',
  hostname: 'example.com',
  ipv4: '192.0.2.1',
  ipv6: '2001:db8::1',
  uuid: '3fa85f64-5717-4562-b3fc-2c963f66afa6',
  byte: 'ZXhhbXBsZQ==',
  binary: '<binary>',
  password: '********',
};

const MAX_DEPTH = 12;

/**
 * PURE: an example value for a schema: its own example (or default, const, first enum value)
 * when it has one, else one built from its type, taking the first branch of a `oneOf`/`anyOf`.
 * `request` leaves out readOnly properties, `response` writeOnly ones. A schema met again inside
 * itself is left out (or, when required, given a bare value), so this always ends.
 */
export function exampleFromSchema(spec: Spec, node: unknown, mode: SchemaMode = 'any', seen: ReadonlySet<string> = new Set(), depth = 0): unknown {
  const { schema, ref } = resolveSchema(spec, node);
  if (ref && seen.has(ref)) return undefined;
  return exampleOf(spec, schema, mode, ref ? new Set([...seen, ref]) : seen, depth);
}

function exampleOf(spec: Spec, schema: JsonObject, mode: SchemaMode, seen: ReadonlySet<string>, depth: number): unknown {
  const explicit = explicitExample(schema);
  if (explicit.found) return explicit.value;
  if (depth > MAX_DEPTH) return undefined;
  const branch = branchesOf(spec, schema, seen)[0];
  if (branch) return exampleOf(spec, branch.schema, mode, branch.ref ? new Set([...seen, branch.ref]) : seen, depth + 1);
  const type = typesOf(schema)[0];
  switch (type) {
    case 'object':
      return objectExample(spec, schema, mode, seen, depth);
    case 'array': {
      if (schema.items === undefined) return [];
      const item = exampleFromSchema(spec, schema.items, mode, seen, depth + 1);
      if (item === undefined) return [];
      const count = typeof schema.minItems === 'number' && schema.uniqueItems !== true ? Math.max(1, schema.minItems) : 1;
      return Array.from({ length: count }, () => item);
    }
    case 'string':
      return stringExample(schema);
    case 'integer':
    case 'number':
      return numberExample(schema, type);
    case 'boolean':
      return true;
    case 'null':
      return null;
    default:
      return undefined;
  }
}

function objectExample(spec: Spec, schema: JsonObject, mode: SchemaMode, seen: ReadonlySet<string>, depth: number): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  const properties = isObject(schema.properties) ? schema.properties : {};
  const required = new Set(Array.isArray(schema.required) ? schema.required : []);
  for (const [name, property] of Object.entries(properties)) {
    const value = deref(spec, property).value;
    if (isObject(value) && ((mode === 'request' && value.readOnly === true) || (mode === 'response' && value.writeOnly === true))) continue;
    const example = exampleFromSchema(spec, property, mode, seen, depth + 1);
    if (example !== undefined) out[name] = example;
    else if (required.has(name)) out[name] = bareValue(resolveSchema(spec, property).schema);
  }
  if (Object.keys(properties).length === 0 && isObject(schema.additionalProperties)) {
    const example = exampleFromSchema(spec, schema.additionalProperties, mode, seen, depth + 1);
    if (example !== undefined) out.key = example;
  }
  return out;
}

/** A value of the schema's type with nothing inside: the end of a recursion that must yield something. */
function bareValue(schema: JsonObject): unknown {
  const bare: Record<string, unknown> = { object: {}, array: [], string: 'string', integer: 0, number: 0, boolean: true };
  return bare[typesOf(schema)[0] ?? ''] ?? null;
}

function stringExample(schema: JsonObject): string {
  const formatted = typeof schema.format === 'string' ? STRING_FORMATS[schema.format] : undefined;
  if (formatted !== undefined) return formatted;
  const min = typeof schema.minLength === 'number' ? schema.minLength : 0;
  const max = typeof schema.maxLength === 'number' ? schema.maxLength : Infinity;
  return 'string'.padEnd(min, 'x').slice(0, max);
}

function numberExample(schema: JsonObject, type: 'integer' | 'number'): number {
  const step = type === 'integer' ? 1 : 0.5;
  // 3.0: exclusiveMinimum is a flag on minimum; 3.1: it is the bound itself.
  if (typeof schema.minimum === 'number') return schema.exclusiveMinimum === true ? schema.minimum + step : schema.minimum;
  if (typeof schema.exclusiveMinimum === 'number') return type === 'integer' ? Math.floor(schema.exclusiveMinimum) + 1 : schema.exclusiveMinimum + step;
  if (typeof schema.maximum === 'number' && schema.maximum < 0) return schema.exclusiveMaximum === true ? schema.maximum - step : schema.maximum;
  if (typeof schema.exclusiveMaximum === 'number' && schema.exclusiveMaximum <= 0) return schema.exclusiveMaximum - step;
  return 0;
}

export interface ExampleVariant {
  /** The branch's label; none when the schema has one shape. */
  label?: string;
  value: unknown;
}

/** The examples a reader can switch between, with the name of the choice (`Variant (type)`). */
export interface MediaExamples {
  variants: ExampleVariant[];
  /** The spec's own example (false: generated from the schema). */
  given: boolean;
  /** Label of the choice between variants. */
  choice?: string;
}

/** PURE: one example per branch of the schema's top-level `oneOf`/`anyOf`, or its one example. */
export function exampleVariants(spec: Spec, node: unknown, mode: SchemaMode): { variants: ExampleVariant[]; choice?: string } {
  const { schema, ref } = resolveSchema(spec, node);
  const seen = new Set(ref ? [ref] : []);
  const branches = explicitExample(schema).found ? [] : branchesOf(spec, schema, seen);
  if (branches.length < 2) {
    const value = exampleFromSchema(spec, node, mode);
    return { variants: value === undefined ? [] : [{ value }] };
  }
  const variants = branches.flatMap((branch) => {
    const value = exampleOf(spec, branch.schema, mode, branch.ref ? new Set([...seen, branch.ref]) : seen, 1);
    return value === undefined ? [] : [{ label: branch.label, value }];
  });
  const discriminator = discriminatorOf(schema);
  return { variants, choice: discriminator ? `Variant (${discriminator.propertyName})` : 'Variant' };
}

/** The examples shown for a media type: its own, else one per branch generated from its schema. */
export function mediaExamples(spec: Spec, media: ApiMediaType, mode: SchemaMode): MediaExamples {
  if (media.hasExample) return { variants: [{ value: media.example }], given: true };
  if (media.schema === undefined) return { variants: [], given: false };
  return { ...exampleVariants(spec, media.schema, mode), given: false };
}
