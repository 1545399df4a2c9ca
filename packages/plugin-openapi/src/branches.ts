/**
 * PURE: the concrete branches of a schema whose top level (after `allOf` is merged) is a `oneOf`
 * or `anyOf`. A branch is the schema's own keys merged with one option, its discriminator property
 * pinned to the value that selects the option, so an example built from it is a valid request
 * (a `NewBookmark` example then carries `"type": "link"` and the link's required `url`).
 */
import { isObject, type JsonObject, type Spec } from './pointer.ts';
import { mergeAllOf, refName, resolveSchema, typeLabel, variantsOf } from './schemas.ts';

export interface SchemaBranch {
  /** What the reader picks: the discriminator value, else the option's title or schema name. */
  label: string;
  /** The merged schema of this branch, with no `oneOf`/`anyOf` of the parent left. */
  schema: JsonObject;
  /** The `$ref` of the option, if it was one (for cycle checks). */
  ref?: string;
}

/** The discriminator's property, when the schema declares one. */
export function discriminatorOf(schema: JsonObject): { propertyName: string; mapping: Record<string, string> } | undefined {
  const discriminator = schema.discriminator;
  if (!isObject(discriminator) || typeof discriminator.propertyName !== 'string') return undefined;
  const mapping = isObject(discriminator.mapping) ? (discriminator.mapping as Record<string, string>) : {};
  return { propertyName: discriminator.propertyName, mapping };
}

/**
 * The branches of `schema` (already resolved), in the order of its options; none when it has no
 * `oneOf`/`anyOf`. Options whose `$ref` is in `seen` are left out (a schema inside itself).
 */
export function branchesOf(spec: Spec, schema: JsonObject, seen: ReadonlySet<string> = new Set()): SchemaBranch[] {
  const variants = variantsOf(schema);
  if (!variants) return [];
  const { oneOf: _oneOf, anyOf: _anyOf, discriminator: _discriminator, ...base } = schema;
  const discriminator = discriminatorOf(schema);
  const branches: SchemaBranch[] = [];
  variants.options.forEach((option, index) => {
    const { schema: resolved, ref } = resolveSchema(spec, option);
    if (ref && seen.has(ref)) return;
    // An option that extends the parent (`Cat: allOf [Pet, …]`) brings the parent's options back.
    const own = resolved[variants.kind] === schema[variants.kind] ? withoutVariants(resolved) : resolved;
    let merged = mergeAllOf(spec, { allOf: [base, own] });
    let value: string | undefined;
    if (discriminator) {
      value = discriminatorValue(spec, merged, discriminator, ref);
      if (value !== undefined) merged = pin(spec, merged, discriminator.propertyName, value);
    }
    const title = typeof resolved.title === 'string' ? resolved.title : undefined;
    const label = value ?? title ?? refName(ref) ?? typeLabel(spec, option);
    branches.push({ label: label || `Option ${index + 1}`, schema: merged, ...(ref ? { ref } : {}) });
  });
  return unique(branches);
}

function withoutVariants(schema: JsonObject): JsonObject {
  const { oneOf: _oneOf, anyOf: _anyOf, discriminator: _discriminator, ...rest } = schema;
  return rest;
}

/** The value that selects a branch: its property's single const/enum, its mapping key, its schema name. */
function discriminatorValue(spec: Spec, branch: JsonObject, discriminator: { propertyName: string; mapping: Record<string, string> }, ref: string | undefined): string | undefined {
  const properties = isObject(branch.properties) ? branch.properties : {};
  const property = properties[discriminator.propertyName];
  if (property !== undefined) {
    const { schema } = resolveSchema(spec, property);
    if (typeof schema.const === 'string') return schema.const;
    if (Array.isArray(schema.enum) && schema.enum.length === 1 && typeof schema.enum[0] === 'string') return schema.enum[0];
  }
  const name = refName(ref);
  const key = Object.entries(discriminator.mapping).find(([, target]) => target === ref || (name !== undefined && target === name))?.[0];
  return key ?? name;
}

/** The branch with its discriminator property required and its example set to `value`. */
function pin(spec: Spec, branch: JsonObject, propertyName: string, value: string): JsonObject {
  const properties = isObject(branch.properties) ? branch.properties : {};
  const { [propertyName]: current, ...others } = properties;
  const property = current === undefined ? { type: 'string' } : resolveSchema(spec, current).schema;
  const required = Array.isArray(branch.required) ? branch.required : [];
  return {
    ...branch,
    // First, where a reader looks for what kind of body this is.
    properties: { [propertyName]: { ...property, example: value }, ...others },
    required: required.includes(propertyName) ? required : [...required, propertyName],
  };
}

/** Labels are option values of a select: make repeated ones distinct. */
function unique(branches: SchemaBranch[]): SchemaBranch[] {
  const counts = new Map<string, number>();
  return branches.map((branch) => {
    const count = (counts.get(branch.label) ?? 0) + 1;
    counts.set(branch.label, count);
    return count === 1 ? branch : { ...branch, label: `${branch.label} (${count})` };
  });
}
