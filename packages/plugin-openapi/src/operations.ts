/**
 * PURE: a loaded spec → the API model the pages are made of: operations (parameters merged from
 * the path item, request body, responses, security, servers), grouped by tag in tag order, each
 * with the page name it is published under (the slug of its summary, else of its operationId).
 * Two operations with the same page name fail with the file and the JSON pointer of the second.
 */
import { deref, getAt, isObject, pointer, specError, type JsonObject, type Spec } from './pointer.ts';
import { slugify, slugifyIdentifier } from './slugs.ts';

export const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];

export interface ApiServer {
  /** As written, e.g. `{address}/api/v1`. */
  url: string;
  /** With each variable replaced by its default, e.g. `https://try.karakeep.app/api/v1`. */
  resolvedUrl: string;
  description?: string;
  variables: Array<{ name: string; default: string; enum?: string[]; description?: string }>;
}

export interface ApiParameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required: boolean;
  deprecated: boolean;
  description?: string;
  schema?: unknown;
  /** `example`, or the first of `examples`. */
  example?: unknown;
  hasExample: boolean;
  pointer: string;
}

export interface ApiMediaType {
  mediaType: string;
  schema?: unknown;
  pointer: string;
  example?: unknown;
  hasExample: boolean;
}

export interface ApiRequestBody {
  required: boolean;
  description?: string;
  content: ApiMediaType[];
  pointer: string;
}

export interface ApiResponse {
  status: string;
  description: string;
  content: ApiMediaType[];
  headers: ApiParameter[];
  pointer: string;
}

/** One alternative of a security requirement: every scheme in it applies together. */
export type SecurityRequirement = Array<{ scheme: string; scopes: string[] }>;

export interface SecurityScheme {
  name: string;
  type: string;
  description?: string;
  /** http: `bearer`, `basic`… */
  scheme?: string;
  bearerFormat?: string;
  /** apiKey: where and under which name. */
  in?: string;
  paramName?: string;
  openIdConnectUrl?: string;
  flows?: Array<{ flow: string; authorizationUrl?: string; tokenUrl?: string; scopes: string[] }>;
}

export interface ApiOperation {
  method: HttpMethod;
  path: string;
  /** `#/paths/~1bookmarks/post`. */
  pointer: string;
  operationId?: string;
  summary?: string;
  description?: string;
  /** The page title: summary, else operationId, else `POST /bookmarks`. */
  title: string;
  /** The page name: `create-a-new-bookmark`. */
  slug: string;
  tags: string[];
  deprecated: boolean;
  parameters: ApiParameter[];
  requestBody?: ApiRequestBody;
  responses: ApiResponse[];
  /** Alternatives (any one suffices); empty when the operation needs no authentication. */
  security: SecurityRequirement[];
  servers: ApiServer[];
}

export interface ApiTag {
  name: string;
  description?: string;
  operations: ApiOperation[];
}

export interface ApiModel {
  spec: Spec;
  openapi: string;
  title: string;
  version: string;
  description?: string;
  /** Page name of the overview: the slug of `info.title`. */
  slug: string;
  servers: ApiServer[];
  securitySchemes: SecurityScheme[];
  /** Tags in the order of the spec's `tags` list, then undeclared tags as they appear. */
  tags: ApiTag[];
  /** Operations without a tag. */
  untagged: ApiOperation[];
  /** Every operation in document order. */
  operations: ApiOperation[];
}

// ---- small helpers ----------------------------------------------------------------------------

function str(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

/** The explicit example of a parameter or media type: `example`, else the first of `examples`. */
function exampleOf(spec: Spec, object: JsonObject): { example?: unknown; hasExample: boolean } {
  if (object.example !== undefined) return { example: object.example, hasExample: true };
  if (isObject(object.examples)) {
    for (const entry of Object.values(object.examples)) {
      const resolved = deref(spec, entry).value;
      if (isObject(resolved) && resolved.value !== undefined) return { example: resolved.value, hasExample: true };
    }
  }
  return { hasExample: false };
}

// ---- model ------------------------------------------------------------------------------------

export function createServers(servers: unknown): ApiServer[] {
  if (!Array.isArray(servers)) return [];
  return servers.filter(isObject).flatMap((server) => {
    const url = str(server.url);
    if (!url) return [];
    const variables = Object.entries(isObject(server.variables) ? server.variables : {}).map(([name, variable]) => {
      const v = isObject(variable) ? variable : {};
      return {
        name,
        default: String(v.default ?? ''),
        ...(Array.isArray(v.enum) ? { enum: v.enum.map(String) } : {}),
        ...(str(v.description) ? { description: str(v.description) } : {}),
      };
    });
    const resolvedUrl = url.replace(/\{([^}]+)\}/g, (whole, name: string) => variables.find((v) => v.name === name)?.default ?? whole);
    return [{ url, resolvedUrl: resolvedUrl.replace(/\/+$/, ''), ...(str(server.description) ? { description: str(server.description) } : {}), variables }];
  });
}

function createParameter(spec: Spec, node: unknown, at: string): ApiParameter | undefined {
  const { value, pointer: where } = deref(spec, node, at);
  if (!isObject(value) || typeof value.name !== 'string') return undefined;
  const location = value.in;
  if (location !== 'path' && location !== 'query' && location !== 'header' && location !== 'cookie') {
    throw specError(spec, `parameter "${value.name}" has \`in: ${JSON.stringify(location)}\`; use path, query, header or cookie`, `${where}/in`);
  }
  let schema = value.schema;
  // `content` instead of `schema`: the one media type's schema.
  if (schema === undefined && isObject(value.content)) schema = Object.values(value.content).find(isObject)?.schema;
  return {
    name: value.name,
    in: location,
    required: location === 'path' || value.required === true,
    deprecated: value.deprecated === true,
    ...(str(value.description) ? { description: str(value.description) } : {}),
    ...(schema === undefined ? {} : { schema }),
    ...exampleOf(spec, value),
    pointer: where,
  };
}

function createContent(spec: Spec, content: unknown, at: string): ApiMediaType[] {
  if (!isObject(content)) return [];
  return Object.entries(content).map(([mediaType, media]) => {
    const object = isObject(media) ? media : {};
    return {
      mediaType,
      ...(object.schema === undefined ? {} : { schema: object.schema }),
      pointer: pointer(at, mediaType),
      ...exampleOf(spec, object),
    };
  });
}

function createHeaders(spec: Spec, headers: unknown, at: string): ApiParameter[] {
  if (!isObject(headers)) return [];
  return Object.entries(headers).flatMap(([name, header]) => {
    const { value, pointer: where } = deref(spec, header, pointer(at, name));
    if (!isObject(value)) return [];
    return [createParameter(spec, { ...value, name, in: 'header' }, where)!];
  });
}

function createSecurity(security: unknown): SecurityRequirement[] {
  if (!Array.isArray(security)) return [];
  return security.filter(isObject).map((requirement) =>
    Object.entries(requirement).map(([scheme, scopes]) => ({ scheme, scopes: Array.isArray(scopes) ? scopes.map(String) : [] })),
  );
}

function createSecuritySchemes(spec: Spec): SecurityScheme[] {
  const schemes = getAt(spec.document, '#/components/securitySchemes');
  if (!isObject(schemes)) return [];
  return Object.entries(schemes).flatMap(([name, raw]) => {
    const value = deref(spec, raw).value;
    if (!isObject(value)) return [];
    const flows = isObject(value.flows)
      ? Object.entries(value.flows).map(([flow, f]) => {
          const o = isObject(f) ? f : {};
          return {
            flow,
            ...(str(o.authorizationUrl) ? { authorizationUrl: str(o.authorizationUrl) } : {}),
            ...(str(o.tokenUrl) ? { tokenUrl: str(o.tokenUrl) } : {}),
            scopes: isObject(o.scopes) ? Object.keys(o.scopes) : [],
          };
        })
      : undefined;
    return [
      {
        name,
        type: String(value.type ?? 'unknown'),
        ...(str(value.description) ? { description: str(value.description) } : {}),
        ...(str(value.scheme) ? { scheme: String(value.scheme).toLowerCase() } : {}),
        ...(str(value.bearerFormat) ? { bearerFormat: str(value.bearerFormat) } : {}),
        ...(str(value.in) ? { in: str(value.in) } : {}),
        ...(str(value.name) ? { paramName: str(value.name) } : {}),
        ...(str(value.openIdConnectUrl) ? { openIdConnectUrl: str(value.openIdConnectUrl) } : {}),
        ...(flows ? { flows } : {}),
      },
    ];
  });
}

export interface CreateModelOptions {
  /** Page names the plugin uses itself (the overview, `changelog`): an operation may not take them. */
  reserved?: Record<string, string>;
}

/** PURE: the whole API model of a spec. */
export function createApiModel(spec: Spec, options: CreateModelOptions = {}): ApiModel {
  const doc = spec.document;
  const info = isObject(doc.info) ? doc.info : {};
  const title = str(info.title) ?? 'API';
  const rootServers = createServers(doc.servers);
  const operations = createOperations(spec, rootServers, createSecurity(doc.security));
  checkPageNames(spec, operations, { [slugify(title) || 'api']: 'the overview page', ...options.reserved });
  const { tags, untagged } = groupByTag(doc, operations);
  return {
    spec,
    openapi: String(doc.openapi),
    title,
    version: info.version === undefined ? '' : String(info.version),
    ...(str(info.description) ? { description: str(info.description) } : {}),
    slug: slugify(title) || 'api',
    servers: rootServers,
    securitySchemes: createSecuritySchemes(spec),
    tags,
    untagged,
    operations,
  };
}

/** PURE: every operation of the spec's paths, in the order the spec lists them. */
function createOperations(spec: Spec, rootServers: ApiServer[], rootSecurity: ApiOperation['security']): ApiOperation[] {
  const operations: ApiOperation[] = [];
  const paths = isObject(spec.document.paths) ? spec.document.paths : {};
  for (const [route, rawItem] of Object.entries(paths)) {
    const { value: item, pointer: itemWhere } = deref(spec, rawItem, pointer('#/paths', route));
    if (!isObject(item)) continue;
    const shared = Array.isArray(item.parameters) ? item.parameters.map((p, i) => createParameter(spec, p, `${itemWhere}/parameters/${i}`)) : [];
    const inherited = { shared, servers: [createServers(item.servers), rootServers], security: rootSecurity };
    for (const method of Object.keys(item).filter((key): key is HttpMethod => (HTTP_METHODS as readonly string[]).includes(key))) {
      const raw = item[method];
      if (isObject(raw)) operations.push(createOperation(spec, { route, method, raw, at: pointer(itemWhere, method) }, inherited));
    }
  }
  return operations;
}

/** What an operation takes from its path item (parameters; servers, then the document's) and the document (security) unless it says otherwise. */
type Inherited = { shared: Array<ApiParameter | undefined>; servers: ApiServer[][]; security: ApiOperation['security'] };

/** PURE: the operation `method` of the path `route`, at `at` in the spec. */
function createOperation(spec: Spec, { route, method, raw, at }: { route: string; method: HttpMethod; raw: Record<string, unknown>; at: string }, inherited: Inherited): ApiOperation {
  const own = Array.isArray(raw.parameters) ? raw.parameters.map((p, i) => createParameter(spec, p, `${at}/parameters/${i}`)) : [];
  // Operation parameters override path-item ones with the same name and location.
  const parameters = [...inherited.shared, ...own].filter((p): p is ApiParameter => p !== undefined);
  const merged = parameters.filter((p, index) => !parameters.slice(index + 1).some((q) => q.name === p.name && q.in === p.in));
  const requestBody = raw.requestBody === undefined ? undefined : createRequestBody(spec, raw.requestBody, `${at}/requestBody`);
  const summary = str(raw.summary)?.trim();
  const operationId = str(raw.operationId);
  return {
    method,
    path: route,
    pointer: at,
    ...(operationId ? { operationId } : {}),
    ...(summary ? { summary } : {}),
    ...(str(raw.description) ? { description: str(raw.description) } : {}),
    title: summary ?? operationId ?? `${method.toUpperCase()} ${route}`,
    slug: (summary ? slugify(summary) : '') || (operationId ? slugifyIdentifier(operationId) : '') || slugify(`${method} ${route}`),
    tags: Array.isArray(raw.tags) ? raw.tags.filter((t): t is string => typeof t === 'string') : [],
    deprecated: raw.deprecated === true,
    parameters: merged,
    ...(requestBody ? { requestBody } : {}),
    responses: createResponses(spec, raw.responses, at),
    security: raw.security !== undefined ? createSecurity(raw.security) : inherited.security,
    servers: [createServers(raw.servers), ...inherited.servers].find((list) => list.length > 0) ?? [],
  };
}

function createRequestBody(spec: Spec, raw: unknown, at: string): ApiRequestBody | undefined {
  const { value: body, pointer: bodyAt } = deref(spec, raw, at);
  if (!isObject(body)) return undefined;
  return {
    required: body.required === true,
    ...(str(body.description) ? { description: str(body.description) } : {}),
    content: createContent(spec, body.content, `${bodyAt}/content`),
    pointer: bodyAt,
  };
}

function createResponses(spec: Spec, raw: unknown, at: string): ApiResponse[] {
  return Object.entries(isObject(raw) ? raw : {}).flatMap(([status, response]): ApiResponse[] => {
    const { value, pointer: responseAt } = deref(spec, response, pointer(`${at}/responses`, status));
    if (!isObject(value)) return [];
    return [
      {
        status,
        description: typeof value.description === 'string' ? value.description : '',
        content: createContent(spec, value.content, `${responseAt}/content`),
        headers: createHeaders(spec, value.headers, `${responseAt}/headers`),
        pointer: responseAt,
      },
    ];
  });
}

/** PURE: operations under their first tag (the document's tags first, in its order), and those without one. */
function groupByTag(doc: Spec['document'], operations: ApiOperation[]): { tags: ApiTag[]; untagged: ApiOperation[] } {
  const declared = Array.isArray(doc.tags) ? doc.tags.filter(isObject).filter((t) => typeof t.name === 'string') : [];
  const tags = new Map<string, ApiTag>();
  for (const tag of declared) {
    const name = tag.name as string;
    if (!tags.has(name)) tags.set(name, { name, ...(str(tag.description) ? { description: str(tag.description) } : {}), operations: [] });
  }
  const untagged: ApiOperation[] = [];
  for (const operation of operations) {
    const first = operation.tags[0];
    if (first === undefined) {
      untagged.push(operation);
      continue;
    }
    if (!tags.has(first)) tags.set(first, { name: first, operations: [] });
    tags.get(first)!.operations.push(operation);
  }
  return { tags: [...tags.values()].filter((tag) => tag.operations.length > 0), untagged };
}

/** Each page name once: operations may not share one, nor take a name the plugin uses itself. */
function checkPageNames(spec: Spec, operations: ApiOperation[], reserved: Record<string, string>): void {
  const seen = new Map<string, ApiOperation>();
  const nameSource = (op: ApiOperation) => (op.summary ? `${op.pointer}/summary` : op.operationId ? `${op.pointer}/operationId` : op.pointer);
  for (const op of operations) {
    const label = `${op.method.toUpperCase()} ${op.path}`;
    const taken = reserved[op.slug];
    if (taken) {
      throw specError(spec, `the operation ${label} would be published as "${op.slug}", the page name of ${taken}`, nameSource(op), 'give the operation another summary');
    }
    const other = seen.get(op.slug);
    if (other) {
      throw specError(
        spec,
        `two operations have the page name "${op.slug}": ${other.method.toUpperCase()} ${other.path} (${other.pointer}) and ${label}`,
        nameSource(op),
        'give one of them another summary (the page name is the slug of the summary)',
      );
    }
    seen.set(op.slug, op);
  }
}

/** PURE: `/bookmarks/{bookmarkId}` and `/bookmarks/{id}` are the same route: `/bookmarks/{}`. */
export function routeKey(method: string, path: string): string {
  return `${method.toUpperCase()} ${path.replace(/\{[^}]*\}/g, '{}').replace(/\/+$/, '') || '/'}`;
}
