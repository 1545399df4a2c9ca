/**
 * PURE: the JSON Schema questions every other module asks: follow a `$ref`, flatten `allOf`,
 * which types a schema allows (3.0 `nullable` and 3.1 `type: [..., 'null']` alike), and the short
 * type label shown to readers (`string<date-time>`, `Bookmark[]`, `string | null`).
 */
import { FILES_KEY, deref, isObject, type JsonObject, type Spec } from './pointer.ts';

export interface ResolvedSchema {
  /** The schema with its `$ref` chain followed and `allOf` merged. */
  schema: JsonObject;
  /** The last `$ref` followed, if any. */
  ref?: string;
}

/** `#/components/schemas/Bookmark` → `Bookmark`. */
export function refName(ref: string | undefined): string | undefined {
  if (!ref) return undefined;
  const tokens = ref.split('/');
  const last = tokens.pop();
  if (!last) return undefined;
  const name = last.replace(/~1/g, '/').replace(/~0/g, '~');
  // A whole sibling file (`#/x-folio-files/schemas~1highlight.json`): its base name.
  if (tokens.length === 2 && tokens[1] === FILES_KEY) return name.replace(/^.*\//, '').replace(/\.(json|ya?ml)$/i, '');
  return name;
}

export function resolveSchema(spec: Spec, node: unknown): ResolvedSchema {
  const { value, ref } = deref(spec, node);
  if (!isObject(value)) return { schema: value === false ? { not: {} } : {}, ...(ref ? { ref } : {}) };
  return { schema: mergeAllOf(spec, value, new Set(ref ? [ref] : [])), ...(ref ? { ref } : {}) };
}

/** Flatten `allOf` (recursively; a cycle through `allOf` is cut). The schema's own keys win. */
export function mergeAllOf(spec: Spec, schema: JsonObject, seen: Set<string> = new Set()): JsonObject {
  if (!Array.isArray(schema.allOf)) return schema;
  const { allOf, ...own } = schema;
  let merged: JsonObject = {};
  for (const part of [...(allOf as unknown[]), own]) {
    const { value, ref } = deref(spec, part);
    if (!isObject(value) || (ref && seen.has(ref))) continue;
    const flat = mergeAllOf(spec, value, ref ? new Set([...seen, ref]) : seen);
    merged = mergeTwo(merged, flat);
  }
  return merged;
}

function mergeTwo(a: JsonObject, b: JsonObject): JsonObject {
  const out: JsonObject = { ...a, ...b };
  if (isObject(a.properties) || isObject(b.properties)) out.properties = { ...(a.properties as JsonObject), ...(b.properties as JsonObject) };
  if (Array.isArray(a.required) || Array.isArray(b.required)) {
    out.required = [...new Set([...((a.required as unknown[]) ?? []), ...((b.required as unknown[]) ?? [])])];
  }
  // A part without a type does not erase another part's type.
  if (b.type === undefined && a.type !== undefined) out.type = a.type;
  if (b.description === undefined && a.description !== undefined) out.description = a.description;
  return out;
}

/** The non-null types a schema allows, explicit or inferred from its keywords. */
export function typesOf(schema: JsonObject): string[] {
  const declared = Array.isArray(schema.type) ? schema.type.map(String) : typeof schema.type === 'string' ? [schema.type] : [];
  const types = declared.filter((type) => type !== 'null');
  if (types.length) return types;
  if (declared.includes('null')) return ['null'];
  if (isObject(schema.properties) || isObject(schema.additionalProperties) || isObject(schema.patternProperties)) return ['object'];
  if (schema.items !== undefined || schema.prefixItems !== undefined) return ['array'];
  const values = Array.isArray(schema.enum) ? schema.enum : schema.const !== undefined ? [schema.const] : [];
  const inferred = [...new Set(values.filter((v) => v !== null).map((v) => (Array.isArray(v) ? 'array' : typeof v === 'object' ? 'object' : typeof v)))];
  return inferred;
}

export function isNullable(schema: JsonObject): boolean {
  if (schema.nullable === true) return true;
  if (Array.isArray(schema.type) && schema.type.includes('null')) return true;
  if (Array.isArray(schema.enum) && schema.enum.includes(null)) return true;
  for (const key of ['oneOf', 'anyOf']) {
    const options = schema[key];
    if (Array.isArray(options) && options.some((option) => isObject(option) && (option.type === 'null' || (Array.isArray(option.type) && option.type.length === 1 && option.type[0] === 'null')))) return true;
  }
  return false;
}

/** The `oneOf`/`anyOf` options that are not just `{type: 'null'}`. */
export function variantsOf(schema: JsonObject): { kind: 'oneOf' | 'anyOf'; options: unknown[] } | undefined {
  for (const kind of ['oneOf', 'anyOf'] as const) {
    const options = schema[kind];
    if (!Array.isArray(options)) continue;
    const real = options.filter((option) => !(isObject(option) && (option.type === 'null' || (Array.isArray(option.type) && option.type.length === 1 && option.type[0] === 'null'))));
    if (real.length) return { kind, options: real };
  }
  return undefined;
}

export interface LabelOptions {
  /** Name objects by their schema (`Bookmark`); false gives the structural `object` (for diffs). */
  names?: boolean;
}

/** Short label of a schema's type: `string<date-time>`, `integer`, `Bookmark`, `Tag[]`, `string | null`. */
export function typeLabel(spec: Spec, node: unknown, options: LabelOptions = {}, depth = 0): string {
  const { schema, ref } = resolveSchema(spec, node);
  const base = baseLabel(spec, schema, options.names === false ? undefined : ref, options, depth);
  return isNullable(schema) && base !== 'null' ? `${base} | null` : base;
}

function baseLabel(spec: Spec, schema: JsonObject, ref: string | undefined, options: LabelOptions, depth: number): string {
  const types = typesOf(schema);
  const variants = variantsOf(schema);
  if (types.length === 0 && variants) {
    if (depth > 3) return variants.kind;
    const labels = [...new Set(variants.options.map((option) => typeLabel(spec, option, options, depth + 1)))];
    return labels.length <= 3 ? labels.join(' | ') : variants.kind;
  }
  if (types.length === 0) return ref && isObject(schema) && Object.keys(schema).length ? (refName(ref) ?? 'any') : 'any';
  return types
    .map((type) => {
      if (type === 'array') {
        if (depth > 3) return 'array';
        const items = schema.items;
        if (items === undefined || items === true) return 'any[]';
        const inner = typeLabel(spec, items, options, depth + 1);
        return inner.includes(' ') ? `(${inner})[]` : `${inner}[]`;
      }
      if (type === 'object') return ref ? (refName(ref) ?? 'object') : 'object';
      const format = typeof schema.format === 'string' ? `<${schema.format}>` : '';
      return `${type}${format}`;
    })
    .join(' | ');
}

/** Human-readable constraints: `>= 1`, `<= 100 characters`, `pattern: ^a`, `unique items`. */
export function constraintsOf(schema: JsonObject): string[] {
  const out: string[] = [];
  const num = (key: string) => (typeof schema[key] === 'number' ? (schema[key] as number) : undefined);
  const min = num('minimum');
  const max = num('maximum');
  // 3.0: exclusiveMinimum is a boolean modifier; 3.1: it is the bound itself.
  if (typeof schema.exclusiveMinimum === 'number') out.push(`> ${schema.exclusiveMinimum}`);
  else if (min !== undefined) out.push(`${schema.exclusiveMinimum === true ? '>' : '>='} ${min}`);
  if (typeof schema.exclusiveMaximum === 'number') out.push(`< ${schema.exclusiveMaximum}`);
  else if (max !== undefined) out.push(`${schema.exclusiveMaximum === true ? '<' : '<='} ${max}`);
  if (num('multipleOf') !== undefined) out.push(`multiple of ${num('multipleOf')}`);
  if (num('minLength') !== undefined) out.push(`>= ${num('minLength')} characters`);
  if (num('maxLength') !== undefined) out.push(`<= ${num('maxLength')} characters`);
  if (typeof schema.pattern === 'string') out.push(`pattern: ${schema.pattern}`);
  if (num('minItems') !== undefined) out.push(`>= ${num('minItems')} items`);
  if (num('maxItems') !== undefined) out.push(`<= ${num('maxItems')} items`);
  if (schema.uniqueItems === true) out.push('unique items');
  if (num('minProperties') !== undefined) out.push(`>= ${num('minProperties')} properties`);
  if (num('maxProperties') !== undefined) out.push(`<= ${num('maxProperties')} properties`);
  if (isObject(schema.discriminator) && typeof schema.discriminator.propertyName === 'string') out.push(`discriminator: ${schema.discriminator.propertyName}`);
  return out;
}

/** The explicit example of a schema: `example`, the first of `examples`, `default`, `const` or the first enum value. */
export function explicitExample(schema: JsonObject): { found: boolean; value?: unknown } {
  if (schema.example !== undefined) return { found: true, value: schema.example };
  if (Array.isArray(schema.examples) && schema.examples.length) return { found: true, value: schema.examples[0] };
  if (schema.default !== undefined) return { found: true, value: schema.default };
  if (schema.const !== undefined) return { found: true, value: schema.const };
  if (Array.isArray(schema.enum)) {
    const first = schema.enum.find((value) => value !== null);
    if (first !== undefined) return { found: true, value: first };
  }
  return { found: false };
}
