/**
 * PURE: the OpenAPI objects docusaurus-plugin-openapi-docs writes into a generated page's props
 * (already dereferenced) → the data Folio's API components render (data.ts). The schema trees,
 * parameter lists and descriptions come from @folio/plugin-openapi, so these pages show exactly
 * what Folio's own API pages show.
 */
import { inflateSync } from 'node:zlib';
import {
  anchorPart,
  createApiModel,
  createSamples,
  createSchemaTree,
  markdownToHtml,
  parameterNodes,
  statusText,
  type ApiParameter,
  type CodeSample,
  type Spec,
} from '@folio/plugin-openapi';
import type { SchemaNode } from '@folio/plugin-openapi/contract';
import { isRecord } from '../entries.ts';
import type { BodyData, EndpointData, MediaData, ParamsData, ResponsesData, SchemaData } from './data.ts';

/** The pages carry their schemas inline: no document to resolve `$ref` against. */
const INLINE: Spec = { file: '', document: {}, files: [] };
const LOCATIONS = ['path', 'query', 'header', 'cookie'] as const;

type Mode = 'request' | 'response' | 'any';

const html = (value: unknown) => (typeof value === 'string' && value.trim() ? markdownToHtml(value) : undefined);
const objectsOf = (value: unknown) => Object.entries(isRecord(value) ? value : {}).filter((entry): entry is [string, Record<string, unknown>] => isRecord(entry[1]));

/** `example`, else the first of `examples` (its `value`). */
function exampleOf(raw: Record<string, unknown>): { found: boolean; value?: unknown } {
  if ('example' in raw) return { found: true, value: raw.example };
  const first = objectsOf(raw.examples)[0]?.[1];
  return first && 'value' in first ? { found: true, value: first.value } : { found: false };
}

function parameterOf(raw: Record<string, unknown>, location: ApiParameter['in']): ApiParameter {
  const example = exampleOf(raw);
  const schema = raw.schema ?? objectsOf(raw.content)[0]?.[1].schema;
  return {
    name: String(raw.name ?? ''),
    in: location,
    required: raw.required === true,
    deprecated: raw.deprecated === true,
    ...(typeof raw.description === 'string' ? { description: raw.description } : {}),
    schema,
    ...(example.found ? { example: example.value } : {}),
    hasExample: example.found,
    pointer: '',
  };
}

export function paramsData(parameters: unknown): ParamsData {
  const list = Array.isArray(parameters) ? parameters.filter(isRecord) : [];
  return LOCATIONS.flatMap((location) => {
    const here = list.filter((raw) => raw.in === location).map((raw) => parameterOf(raw, location));
    const title = `${location[0]!.toUpperCase()}${location.slice(1)} parameters`;
    return here.length ? [{ id: `${location}-parameters`, title, parameters: parameterNodes({ spec: INLINE }, here, `${location}-param`) }] : [];
  });
}

function contentData(content: unknown, idPrefix: string, mode: Mode): MediaData[] {
  return objectsOf(content).map(([mediaType, media]) => {
    const example = exampleOf(media);
    return {
      mediaType,
      ...(media.schema !== undefined ? { tree: createSchemaTree(INLINE, media.schema, { idPrefix: `${idPrefix}-${anchorPart(mediaType)}`, mode }) } : {}),
      ...(example.found ? { example: typeof example.value === 'string' ? example.value : JSON.stringify(example.value, null, 2) } : {}),
    };
  });
}

export function bodyData(title: unknown, body: unknown): BodyData | undefined {
  if (!isRecord(body)) return undefined;
  const description = html(body.description);
  return {
    title: typeof title === 'string' ? title : 'Body',
    required: body.required === true,
    ...(description ? { description } : {}),
    content: contentData(body.content, 'request-body', 'request'),
  };
}

function headerNodes(headers: unknown, idPrefix: string): SchemaNode[] {
  const list = objectsOf(headers).map(([name, header]) => parameterOf({ ...header, name }, 'header'));
  return parameterNodes({ spec: INLINE }, list, idPrefix);
}

export function responsesData(responses: unknown): ResponsesData {
  return objectsOf(responses).map(([status, response]) => {
    const description = html(response.description);
    return {
      status,
      text: statusText(status),
      ...(description ? { description } : {}),
      headers: headerNodes(response.headers, `response-${anchorPart(status)}-header`),
      content: contentData(response.content, `response-${anchorPart(status)}`, 'response'),
    };
  });
}

export function schemaData(schema: unknown): SchemaData {
  return { tree: createSchemaTree(INLINE, schema ?? {}, { idPrefix: 'schema', mode: 'any' }) };
}

export interface OperationData {
  endpoint: EndpointData;
  samples: CodeSample[];
}

/**
 * The operation a page's `api` front matter holds (zlib-deflated JSON in base64, as the plugin
 * writes it), read by plugin-openapi as a one-operation spec, so its server URLs and request
 * samples are those Folio's own API pages show. Undefined when the field is absent or unreadable.
 */
export function operationData(api: unknown): OperationData | undefined {
  if (typeof api !== 'string') return undefined;
  let decoded: unknown;
  try {
    decoded = JSON.parse(inflateSync(Buffer.from(api, 'base64')).toString('utf8'));
  } catch {
    return undefined;
  }
  if (!isRecord(decoded) || typeof decoded.method !== 'string' || typeof decoded.path !== 'string') return undefined;
  const { method, path, servers, securitySchemes, info, parameters, requestBody, responses, security, deprecated } = decoded;
  const document = {
    openapi: '3.0.3',
    info: isRecord(info) ? info : { title: 'API' },
    ...(servers !== undefined ? { servers } : {}),
    paths: { [path]: { [method]: { parameters, requestBody, responses, security, deprecated } } },
    components: { securitySchemes },
  };
  const model = createApiModel({ ...INLINE, document });
  const operation = model.operations[0];
  if (!operation) return undefined;
  const endpoint: EndpointData = { servers: operation.servers.map((server) => server.resolvedUrl), ...(operation.deprecated ? { deprecated: true as const } : {}) };
  return { endpoint, samples: createSamples(operation, model) };
}
