/**
 * PURE: a schema → the tree the `ApiSchema` component renders (and `ApiParameters` for a
 * parameter's schema). Everything the reader sees is computed here: type labels, required marks,
 * descriptions (Markdown → safe HTML), constraints, enum, default and example values, properties
 * of objects and of array items, `oneOf`/`anyOf` options, and `additionalProperties`.
 *
 * Recursion never hangs: a `$ref` met again below itself becomes a `circular` node linking to the
 * anchor of the ancestor that expanded it; trees also stop at `maxDepth` and after `maxNodes`.
 */
import type { SchemaNode } from './contract.ts';
import { markdownToHtml } from './markdown.ts';
import { deref, isObject, type JsonObject, type Spec } from './pointer.ts';
import { constraintsOf, isNullable, refName, resolveSchema, typeLabel, typesOf, variantsOf } from './schemas.ts';

export type SchemaMode = 'request' | 'response' | 'any';

export interface TreeOptions {
  /** Id of the root node; children extend it (`<prefix>.title`). */
  idPrefix: string;
  /** `request` hides readOnly properties, `response` hides writeOnly ones. */
  mode: SchemaMode;
  maxDepth?: number;
  maxNodes?: number;
}

/** PURE: `tags[]` and `a b` are fine in an id once unsafe characters are replaced. */
export function anchorPart(text: string): string {
  return text.replace(/[^\w-]/g, '_') || '_';
}

function json(value: unknown): string {
  return JSON.stringify(value) ?? 'null';
}

/** One tree being built: its spec and options, and the nodes made so far (at most `maxNodes`). */
interface Tree {
  spec: Spec;
  options: TreeOptions;
  maxDepth: number;
  maxNodes: number;
  count: number;
}

/** Where a node sits: its id, property name, whether required, depth, and the `$ref`s above it (→ their node ids). */
interface At {
  id: string;
  name?: string;
  required?: boolean;
  depth: number;
  ancestors: Map<string, string>;
}

export function createSchemaTree(spec: Spec, schema: unknown, options: TreeOptions): SchemaNode {
  const tree: Tree = { spec, options, maxDepth: options.maxDepth ?? 10, maxNodes: options.maxNodes ?? 1500, count: 0 };
  return buildNode(tree, schema, { id: options.idPrefix, depth: 0, ancestors: new Map() });
}

/** A property the tree's mode hides: readOnly in a request, writeOnly in a response. */
function hidden(tree: Tree, raw: unknown): boolean {
  if (tree.options.mode === 'any') return false;
  const { value } = deref(tree.spec, raw);
  if (!isObject(value)) return false;
  return tree.options.mode === 'request' ? value.readOnly === true : value.writeOnly === true;
}

function buildNode(tree: Tree, raw: unknown, at: At): SchemaNode {
  const { spec } = tree;
  tree.count++;
  const base: SchemaNode = { id: at.id, ...(at.name !== undefined ? { name: at.name } : {}), type: 'any', ...(at.required ? { required: true as const } : {}) };
  const { schema: s, ref } = resolveSchema(spec, raw);
  if (ref && at.ancestors.has(ref)) {
    return { ...base, type: typeLabel(spec, raw), circular: { target: at.ancestors.get(ref)!, name: refName(ref) ?? 'schema' } };
  }
  const node: SchemaNode = { ...base, type: typeLabel(spec, raw), ...describe(s) };
  if (ref && typesOf(s).includes('object')) node.title = refName(ref);
  const ancestors = ref ? new Map(at.ancestors).set(ref, at.id) : at.ancestors;
  if (!typesOf(s).includes('array') || s.items === undefined) return withStructure(tree, node, s, at, ancestors);
  return arrayNode(tree, node, s, at, ancestors);
}

/** Arrays show their items' structure in place: `Tag[]` lists the properties of a Tag. */
function arrayNode(tree: Tree, node: SchemaNode, s: JsonObject, at: At, ancestors: Map<string, string>): SchemaNode {
  const item = resolveSchema(tree.spec, s.items);
  if (item.ref && ancestors.has(item.ref)) {
    node.circular = { target: ancestors.get(item.ref)!, name: refName(item.ref) ?? 'schema' };
    return node;
  }
  const itemInfo = describe(item.schema);
  if (!node.description && itemInfo.description) node.description = itemInfo.description;
  if (!node.enum && itemInfo.enum) node.enum = itemInfo.enum;
  if (itemInfo.constraints && typesOf(item.schema).every((t) => t !== 'object' && t !== 'array')) {
    node.constraints = [...(node.constraints ?? []), ...itemInfo.constraints.map((c) => `items ${c}`)];
  }
  if (typesOf(item.schema).includes('array')) {
    if (at.depth >= tree.maxDepth || tree.count >= tree.maxNodes) return { ...node, truncated: true };
    node.children = [buildNode(tree, s.items, { id: `${at.id}.items`, name: '[items]', depth: at.depth + 1, ancestors })];
    return node;
  }
  return withStructure(tree, node, item.schema, at, item.ref ? new Map(ancestors).set(item.ref, at.id) : ancestors);
}

/** `node` with the structure of `target` (its properties, additional properties and variants) as children, within the tree's limits. */
function withStructure(tree: Tree, node: SchemaNode, target: JsonObject, at: At, ancestors: Map<string, string>): SchemaNode {
  const properties = isObject(target.properties) ? Object.entries(target.properties) : [];
  const additional = isObject(target.additionalProperties) || target.additionalProperties === true ? target.additionalProperties : undefined;
  const variants = variantsOf(target);
  const hasStructure = properties.length > 0 || additional !== undefined || (variants && variants.options.length > 0);
  if (!hasStructure) return node;
  if (at.depth >= tree.maxDepth || tree.count >= tree.maxNodes) return { ...node, truncated: true };

  const required = new Set(Array.isArray(target.required) ? target.required.map(String) : []);
  const children: SchemaNode[] = [];
  for (const [name, property] of properties) {
    if (hidden(tree, property)) continue;
    if (tree.count >= tree.maxNodes) {
      node.truncated = true;
      break;
    }
    children.push(buildNode(tree, property, { id: `${at.id}.${anchorPart(name)}`, name, required: required.has(name), depth: at.depth + 1, ancestors }));
  }
  if (additional !== undefined && tree.count < tree.maxNodes) {
    children.push(
      additional === true
        ? { id: `${at.id}.__additional`, name: '[key: string]', type: 'any' }
        : buildNode(tree, additional, { id: `${at.id}.__additional`, name: '[key: string]', depth: at.depth + 1, ancestors }),
    );
  }
  if (children.length) node.children = children;
  if (variants && tree.count < tree.maxNodes) {
    node.variants = {
      kind: variants.kind,
      options: variants.options.map((option, index) => {
        const built = buildNode(tree, option, { id: `${at.id}-option-${index + 1}`, depth: at.depth + 1, ancestors });
        const resolved = resolveSchema(tree.spec, option);
        const title = typeof resolved.schema.title === 'string' ? resolved.schema.title : refName(resolved.ref) ?? optionTitle(resolved.schema) ?? `Option ${index + 1}`;
        return { ...built, title };
      }),
    };
  }
  return node;
}

/** A readable title for an anonymous option: the value of its `const`/single-enum property (`type: "link"`). */
function optionTitle(schema: JsonObject): string | undefined {
  if (!isObject(schema.properties)) return undefined;
  for (const [name, property] of Object.entries(schema.properties)) {
    if (!isObject(property)) continue;
    const only = property.const ?? (Array.isArray(property.enum) && property.enum.length === 1 ? property.enum[0] : undefined);
    if (typeof only === 'string') return `${name}: ${only}`;
  }
  return undefined;
}

/** Everything about a schema but its structure. */
function describe(s: JsonObject): Partial<SchemaNode> {
  const out: Partial<SchemaNode> = {};
  if (typeof s.description === 'string' && s.description.trim()) out.description = markdownToHtml(s.description);
  else if (typeof s.title === 'string' && s.title.trim() && !isObject(s.properties)) out.description = markdownToHtml(s.title);
  if (isNullable(s)) out.nullable = true;
  if (s.deprecated === true) out.deprecated = true;
  if (s.readOnly === true) out.readOnly = true;
  if (s.writeOnly === true) out.writeOnly = true;
  const constraints = constraintsOf(s);
  if (constraints.length) out.constraints = constraints;
  if (Array.isArray(s.enum)) out.enum = s.enum.map(json);
  else if (s.const !== undefined) out.enum = [json(s.const)];
  if (s.default !== undefined) out.default = json(s.default);
  if (s.example !== undefined) out.example = json(s.example);
  else if (Array.isArray(s.examples) && s.examples.length) out.example = json(s.examples[0]);
  return out;
}
