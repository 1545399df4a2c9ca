/**
 * PURE: what changed in the API between two versions' specs: operations added and removed, and
 * for operations in both, parameters, request body fields and response fields added, removed or
 * changed (type, required). Each change says whether it breaks existing clients:
 *  - removing an operation, parameter, request field or response field breaks them;
 *  - a new required parameter or request field breaks them, a new optional one does not;
 *  - a type change breaks them; so does a parameter or request field becoming required, and a
 *    response field becoming optional (clients may rely on it being there).
 * Operations are matched by method and path, whatever the path parameters are called. A change
 * inside a named schema (`#/components/schemas/Bookmark`) that every operation using it would
 * repeat is listed once, under the schema, and the operations name the changed schemas they use.
 */
import { routeKey, type ApiMediaType, type ApiModel, type ApiOperation, type ApiResponse } from './operations.ts';
import { isObject, type Spec } from './pointer.ts';
import { resolveSchema, typeLabel, typesOf, variantsOf } from './schemas.ts';
import { isJsonMediaType } from './samples.ts';

export interface FieldInfo {
  type: string;
  required: boolean;
  /** The nearest named schema the field is inside, and its path there (`createdAt`). */
  schema?: { name: string; path: string };
}

export interface ApiChange {
  /** `status`: a response status code added or removed. */
  kind: 'parameter' | 'request' | 'response' | 'status';
  change: 'added' | 'removed' | 'changed';
  /** `query limit`, `title`, `201 bookmarks[].id`. */
  name: string;
  /** `string, optional`; for a change: `type string → integer`. */
  detail: string;
  breaking: boolean;
  /** Set when the field is inside the same named schema in both versions. */
  schema?: { name: string; path: string };
}

export interface OperationRef {
  method: string;
  path: string;
  title: string;
  slug: string;
  deprecated: boolean;
}

export interface ApiChangelog {
  added: OperationRef[];
  removed: OperationRef[];
  /** Operations with changes of their own, or using a changed schema (`schemas`). */
  changed: Array<OperationRef & { changes: ApiChange[]; schemas: string[] }>;
  /** Changes inside named schemas, each once, by schema name. */
  schemas: Array<{ name: string; changes: ApiChange[] }>;
  /** Operations deprecated since the older version. */
  deprecated: OperationRef[];
  breaking: number;
}

function refOf(op: ApiOperation): OperationRef {
  return { method: op.method, path: op.path, title: op.title, slug: op.slug, deprecated: op.deprecated };
}

/** PURE: `older` → `newer`. */
export function diffApiModels(older: ApiModel, newer: ApiModel): ApiChangelog {
  const before = new Map(older.operations.map((op) => [routeKey(op.method, op.path), op]));
  const after = new Map(newer.operations.map((op) => [routeKey(op.method, op.path), op]));
  const added = newer.operations.filter((op) => !before.has(routeKey(op.method, op.path))).map(refOf);
  const removed = older.operations.filter((op) => !after.has(routeKey(op.method, op.path))).map(refOf);
  const changed: ApiChangelog['changed'] = [];
  const deprecated: OperationRef[] = [];
  const schemaChanges = new Map<string, Map<string, ApiChange>>();
  for (const op of newer.operations) {
    const old = before.get(routeKey(op.method, op.path));
    if (!old) continue;
    if (op.deprecated && !old.deprecated) deprecated.push(refOf(op));
    const all = [
      ...diffParameters(older.spec, old, newer.spec, op),
      ...diffFields('request', flattenBody(older.spec, old), flattenBody(newer.spec, op)),
      ...diffResponses(older.spec, old, newer.spec, op),
    ];
    const own: ApiChange[] = [];
    const schemas = new Set<string>();
    for (const change of all) {
      if (!change.schema || change.schema.path === '') {
        own.push(change);
        continue;
      }
      schemas.add(change.schema.name);
      const list = schemaChanges.get(change.schema.name) ?? new Map<string, ApiChange>();
      const key = `${change.kind} ${change.change} ${change.schema.path}`;
      if (!list.has(key)) list.set(key, { ...change, name: change.schema.path });
      schemaChanges.set(change.schema.name, list);
    }
    if (own.length || schemas.size) changed.push({ ...refOf(op), changes: own, schemas: [...schemas].sort() });
  }
  const schemas = [...schemaChanges].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([name, list]) => ({ name, changes: [...list.values()] }));
  const count = (changes: ApiChange[]) => changes.filter((c) => c.breaking).length;
  const breaking = removed.length + changed.reduce((sum, op) => sum + count(op.changes), 0) + schemas.reduce((sum, schema) => sum + count(schema.changes), 0);
  return { added, removed, changed, schemas, deprecated, breaking };
}

function inSchema(info: FieldInfo): Pick<ApiChange, 'schema'> {
  return info.schema ? { schema: info.schema } : {};
}

function describeField(info: FieldInfo): string {
  return `${info.type}, ${info.required ? 'required' : 'optional'}`;
}

/** Compare two flattened field maps. `kind` decides which direction of a change breaks clients. */
export function diffFields(kind: Exclude<ApiChange['kind'], 'status'>, before: Map<string, FieldInfo>, after: Map<string, FieldInfo>, prefix = ''): ApiChange[] {
  const changes: ApiChange[] = [];
  const name = (field: string) => `${prefix}${field || '(body)'}`;
  for (const [field, info] of after) {
    const old = before.get(field);
    if (!old) {
      if (kind !== 'parameter' && parentAdded(field, before)) continue;
      changes.push({ kind, change: 'added', name: name(field), detail: describeField(info), breaking: kind !== 'response' && info.required, ...inSchema(info) });
      continue;
    }
    const details: string[] = [];
    let breaking = false;
    if (old.type !== info.type) {
      details.push(`type ${old.type} → ${info.type}`);
      breaking = true;
    }
    if (old.required !== info.required) {
      details.push(info.required ? 'now required' : 'now optional');
      if (kind === 'response' ? !info.required : info.required) breaking = true;
    }
    const same = old.schema && info.schema && old.schema.name === info.schema.name && old.schema.path === info.schema.path;
    if (details.length) changes.push({ kind, change: 'changed', name: name(field), detail: details.join('; '), breaking, ...(same ? inSchema(info) : {}) });
  }
  for (const [field, info] of before) {
    if (after.has(field)) continue;
    // A removed object is one change, not one per field it held.
    if (kind !== 'parameter' && parentRemoved(field, after, before)) continue;
    changes.push({ kind, change: 'removed', name: name(field), detail: describeField(info), breaking: true, ...inSchema(info) });
  }
  return changes;
}

/** `a.b` is new because `a` itself is new: only `a` is listed. */
function parentAdded(field: string, before: Map<string, FieldInfo>): boolean {
  const parent = parentOf(field);
  return parent !== undefined && !before.has(parent);
}

/** `a.b` is gone because `a` itself is gone: only `a` is listed. */
function parentRemoved(field: string, after: Map<string, FieldInfo>, before: Map<string, FieldInfo>): boolean {
  const parent = parentOf(field);
  return parent !== undefined && before.has(parent) && !after.has(parent);
}

/** `tags[].name` → `tags`, `title` → `` (the body), `` → none. */
export function parentOf(field: string): string | undefined {
  if (field === '') return undefined;
  const dot = field.lastIndexOf('.');
  return dot === -1 ? '' : field.slice(0, dot).replace(/\[\]$/, '');
}

function diffParameters(oldSpec: Spec, old: ApiOperation, newSpec: Spec, op: ApiOperation): ApiChange[] {
  const map = (spec: Spec, operation: ApiOperation) =>
    new Map(
      operation.parameters
        // Path parameters are part of the route: a renamed one is the same parameter.
        .map((p, index) => [p.in === 'path' ? `path #${pathIndex(operation, p.name) ?? index}` : `${p.in} ${p.name}`, { type: p.schema === undefined ? 'any' : typeLabel(spec, p.schema, { names: false }), required: p.required }] as const),
    );
  return diffFields('parameter', map(oldSpec, old), map(newSpec, op));
}

function pathIndex(op: ApiOperation, name: string): number | undefined {
  const names = [...op.path.matchAll(/\{([^}]*)\}/g)].map((m) => m[1]);
  const index = names.indexOf(name);
  return index === -1 ? undefined : index + 1;
}

function primaryMedia(content: ApiMediaType[]): ApiMediaType | undefined {
  return content.find((c) => isJsonMediaType(c.mediaType)) ?? content[0];
}

function flattenBody(spec: Spec, op: ApiOperation): Map<string, FieldInfo> {
  const media = op.requestBody ? primaryMedia(op.requestBody.content) : undefined;
  if (!media?.schema) return new Map();
  return flattenSchema(spec, media.schema, 'request');
}

function diffResponses(oldSpec: Spec, old: ApiOperation, newSpec: Spec, op: ApiOperation): ApiChange[] {
  const changes: ApiChange[] = [];
  const byStatus = (responses: ApiResponse[]) => new Map(responses.map((r) => [r.status, r]));
  const before = byStatus(old.responses);
  const after = byStatus(op.responses);
  for (const [status, response] of after) {
    const previous = before.get(status);
    if (!previous) {
      changes.push({ kind: 'status', change: 'added', name: status, detail: 'new response', breaking: false });
      continue;
    }
    const flat = (spec: Spec, r: ApiResponse) => {
      const media = primaryMedia(r.content);
      return media?.schema === undefined ? new Map<string, FieldInfo>() : flattenSchema(spec, media.schema, 'response');
    };
    changes.push(...diffFields('response', flat(oldSpec, previous), flat(newSpec, response), `${status} `).map((c) => (c.name.endsWith('(body)') ? { ...c, name: `${status} body` } : c)));
  }
  for (const status of before.keys()) {
    if (!after.has(status)) changes.push({ kind: 'status', change: 'removed', name: status, detail: 'response removed', breaking: /^2/.test(status) });
  }
  return changes;
}

/**
 * PURE: every field of a schema by path (`''` for the value itself, `tags[].name`), with its type
 * label and whether it is required. Options of `oneOf`/`anyOf` contribute their fields; a field
 * is required there only if every option requires it. Recursion stops at a schema met again.
 */
export function flattenSchema(spec: Spec, node: unknown, mode: 'request' | 'response', maxDepth = 8): Map<string, FieldInfo> {
  const out = new Map<string, FieldInfo>();
  const add = (path: string, info: FieldInfo) => {
    const existing = out.get(path);
    if (!existing) out.set(path, info);
    else {
      const types = [...new Set([...existing.type.split(' | '), ...info.type.split(' | ')])];
      out.set(path, { ...existing, type: types.join(' | '), required: existing.required && info.required });
    }
  };
  type Context = { name: string; base: string } | undefined;
  const within = (context: Context, path: string) => (context ? { schema: { name: context.name, path: relative(context.base, path) } } : {});
  const visit = (raw: unknown, path: string, required: boolean, seen: ReadonlySet<string>, depth: number, context: Context) => {
    const { schema, ref } = resolveSchema(spec, raw);
    if (mode === 'request' ? schema.readOnly === true : schema.writeOnly === true) return;
    add(path, { type: typeLabel(spec, raw, { names: false }), required, ...within(context, path) });
    if ((ref && seen.has(ref)) || depth >= maxDepth) return;
    const inner = ref ? new Set([...seen, ref]) : seen;
    const here = namedSchema(ref) ? { name: namedSchema(ref)!, base: path } : context;
    if (typesOf(schema).includes('array') && schema.items !== undefined) {
      const item = resolveSchema(spec, schema.items);
      const itemContext = namedSchema(item.ref) ? { name: namedSchema(item.ref)!, base: `${path}[]` } : here;
      if (!(item.ref && inner.has(item.ref))) walkObject(item.schema, `${path}[]`, item.ref ? new Set([...inner, item.ref]) : inner, depth + 1, itemContext);
      return;
    }
    walkObject(schema, path, inner, depth, here);
    function walkObject(target: typeof schema, base: string, seenHere: ReadonlySet<string>, level: number, ctx: Context) {
      const named = (name: string) => (base ? `${base}.${name}` : name);
      const requiredSet = new Set(Array.isArray(target.required) ? target.required.map(String) : []);
      if (isObject(target.properties)) {
        for (const [name, property] of Object.entries(target.properties)) visit(property, named(name), requiredSet.has(name), seenHere, level + 1, ctx);
      }
      const variants = variantsOf(target);
      if (variants) {
        const maps = variants.options.map((option) => flattenSchema(spec, option, mode, Math.max(0, maxDepth - level - 1)));
        const keys = new Set(maps.flatMap((m) => [...m.keys()]).filter((k) => k !== ''));
        for (const key of keys) {
          const infos = maps.map((m) => m.get(key));
          const present = infos.filter((i): i is FieldInfo => i !== undefined);
          add(named(key), { type: [...new Set(present.flatMap((i) => i.type.split(' | ')))].join(' | '), required: present.length === maps.length && present.every((i) => i.required), ...within(ctx, named(key)) });
        }
      }
    }
  };
  visit(node, '', true, new Set(), 0, undefined);
  return out;
}

/** `#/components/schemas/Bookmark` → `Bookmark`; other pointers name no schema. */
function namedSchema(ref: string | undefined): string | undefined {
  const match = ref ? /^#\/components\/schemas\/([^/]+)$/.exec(ref) : null;
  return match ? match[1]!.replace(/~1/g, '/').replace(/~0/g, '~') : undefined;
}

/** `tags[].name` relative to `tags[]` → `name`; relative to itself → ``. */
function relative(base: string, path: string): string {
  if (path === base) return '';
  return base === '' ? path : path.slice(base.length).replace(/^\.|^(?=\[)/, '');
}
