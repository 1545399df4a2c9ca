/**
 * PURE: request samples (curl, JavaScript fetch, Python requests) built from an operation: server
 * URL, path and query parameters, required headers, the credentials its security asks for, and a
 * body for its first media type, from one variant of its example (examples.ts).
 */
import { mediaExamples } from './examples.ts';
import type { ApiMediaType, ApiModel, ApiOperation, ApiParameter } from './operations.ts';
import { isObject, type Spec } from './pointer.ts';
import { explicitExample, resolveSchema, typesOf, variantsOf } from './schemas.ts';

export function isJsonMediaType(mediaType: string): boolean {
  return /^application\/(.+\+)?json\b/i.test(mediaType) || /\/json\b/i.test(mediaType);
}

// ---- request samples --------------------------------------------------------------------------

export type SampleBody =
  | { kind: 'json'; mediaType: string; value: unknown }
  | { kind: 'form'; fields: Array<[string, string]> }
  | { kind: 'multipart'; fields: Array<{ name: string; value: string; file: boolean }> }
  | { kind: 'raw'; mediaType: string; text?: string };

export interface SampleRequest {
  method: string;
  url: string;
  headers: Array<[string, string]>;
  body?: SampleBody;
  /** The response is JSON (the samples read it with `.json()`). */
  jsonResponse: boolean;
}

function parameterValue(spec: Spec, parameter: ApiParameter): string | undefined {
  if (parameter.hasExample) return stringify(parameter.example);
  if (parameter.schema !== undefined) {
    const explicit = explicitExample(resolveSchema(spec, parameter.schema).schema);
    if (explicit.found) return stringify(explicit.value);
  }
  return undefined;
}

function stringify(value: unknown): string {
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) return value.map(stringify).join(',');
  return JSON.stringify(value) ?? '';
}

/**
 * PURE: what the samples send: URL, headers (credentials included) and body; `variant` picks the
 * body's branch when its schema is a `oneOf`/`anyOf` (exampleVariants).
 */
export function createSampleRequest(operation: ApiOperation, model: ApiModel, variant = 0): SampleRequest {
  const { spec } = model;
  const server = operation.servers[0]?.resolvedUrl ?? '';
  let path = operation.path;
  const query: Array<[string, string]> = [];
  const headers: Array<[string, string]> = [];
  const cookies: string[] = [];
  for (const parameter of operation.parameters) {
    const value = parameterValue(spec, parameter);
    if (parameter.in === 'path') {
      path = path.replace(`{${parameter.name}}`, value === undefined ? `{${parameter.name}}` : encodeURIComponent(value));
    } else if (parameter.required || value !== undefined) {
      const shown = value ?? (parameter.in === 'query' ? `{${parameter.name}}` : `<${parameter.name}>`);
      if (parameter.in === 'query') query.push([parameter.name, shown]);
      else if (parameter.in === 'header') headers.push([parameter.name, shown]);
      else cookies.push(`${parameter.name}=${shown}`);
    }
  }
  // Credentials: the first alternative of the operation's security.
  for (const { scheme: name } of operation.security[0] ?? []) {
    const scheme = model.securitySchemes.find((s) => s.name === name);
    if (!scheme) continue;
    if (scheme.type === 'http' && scheme.scheme === 'basic') headers.unshift(['Authorization', 'Basic <base64 of username:password>']);
    else if (scheme.type === 'http' || scheme.type === 'oauth2' || scheme.type === 'openIdConnect') {
      headers.unshift(['Authorization', `${scheme.type === 'http' && scheme.scheme && scheme.scheme !== 'bearer' ? capitalize(scheme.scheme) : 'Bearer'} <token>`]);
    } else if (scheme.type === 'apiKey' && scheme.paramName) {
      if (scheme.in === 'query') query.push([scheme.paramName, '<api-key>']);
      else if (scheme.in === 'cookie') cookies.push(`${scheme.paramName}=<api-key>`);
      else headers.unshift([scheme.paramName, '<api-key>']);
    }
  }
  if (cookies.length) headers.push(['Cookie', cookies.join('; ')]);

  let body: SampleBody | undefined;
  const media = operation.requestBody?.content[0];
  if (media) {
    const examples = mediaExamples(spec, media, 'request');
    const example = examples.variants[variant] ?? examples.variants[0];
    const type = media.mediaType.toLowerCase();
    if (isJsonMediaType(type)) {
      body = { kind: 'json', mediaType: media.mediaType, value: example?.value ?? {} };
      headers.push(['Content-Type', media.mediaType]);
    } else if (type.startsWith('application/x-www-form-urlencoded')) {
      const value = isObject(example?.value) ? example.value : {};
      body = { kind: 'form', fields: Object.entries(value).map(([k, v]) => [k, stringify(v)]) };
      headers.push(['Content-Type', 'application/x-www-form-urlencoded']);
    } else if (type.startsWith('multipart/')) {
      body = { kind: 'multipart', fields: multipartFields(spec, media, example?.value) };
    } else {
      body = { kind: 'raw', mediaType: media.mediaType, ...(typeof example?.value === 'string' && examples.given ? { text: example.value } : {}) };
      headers.push(['Content-Type', media.mediaType]);
    }
  }
  const success = operation.responses.find((r) => /^2/.test(r.status)) ?? operation.responses[0];
  const queryString = query.map(([k, v]) => `${encodeURIComponent(k)}=${v.startsWith('{') || v.startsWith('<') ? v : encodeURIComponent(v)}`).join('&');
  return {
    method: operation.method.toUpperCase(),
    url: `${server}${path}${queryString ? `?${queryString}` : ''}`,
    headers,
    ...(body ? { body } : {}),
    jsonResponse: success?.content.some((c) => isJsonMediaType(c.mediaType)) ?? false,
  };
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function multipartFields(spec: Spec, media: ApiMediaType, example: unknown): Array<{ name: string; value: string; file: boolean }> {
  const schema = media.schema === undefined ? {} : resolveSchema(spec, media.schema).schema;
  const properties = isObject(schema.properties) ? schema.properties : {};
  const values = isObject(example) ? example : {};
  const names = [...new Set([...Object.keys(properties), ...Object.keys(values)])];
  return names.map((name) => {
    const property = properties[name] === undefined ? {} : resolveSchema(spec, properties[name]).schema;
    const file = property.format === 'binary' || property.contentMediaType !== undefined || (typesOf(property).length === 0 && !variantsOf(property));
    return { name, value: file ? 'file' : stringify(values[name] ?? ''), file };
  });
}

// ---- code -------------------------------------------------------------------------------------

export interface CodeSample {
  /** Tab value: `curl`, `javascript`, `python`. */
  id: string;
  label: string;
  /** Fenced-code language (highlighted at build time). */
  language: string;
  code: string;
}

/** PURE: the three samples of an operation (for one variant of its body). */
export function createSamples(operation: ApiOperation, model: ApiModel, variant = 0): CodeSample[] {
  const request = createSampleRequest(operation, model, variant);
  return [
    { id: 'curl', label: 'curl', language: 'bash', code: toCurl(request) },
    { id: 'javascript', label: 'JavaScript', language: 'javascript', code: toFetch(request) },
    { id: 'python', label: 'Python', language: 'python', code: toPython(request) },
  ];
}

const shellQuote = (text: string) => `'${text.replace(/'/g, `'\\''`)}'`;

export function toCurl(request: SampleRequest): string {
  const lines: string[] = [];
  const method = request.method === 'GET' ? '' : request.method === 'HEAD' ? '--head ' : `-X ${request.method} `;
  const glob = /[{}[\]]/.test(request.url) ? '-g ' : '';
  lines.push(`curl ${glob}${method}${shellQuote(request.url)}`);
  for (const [name, value] of request.headers) lines.push(`-H ${shellQuote(`${name}: ${value}`)}`);
  const body = request.body;
  if (body?.kind === 'json') lines.push(`-d ${shellQuote(JSON.stringify(body.value, null, 2))}`);
  else if (body?.kind === 'form') for (const [name, value] of body.fields) lines.push(`--data-urlencode ${shellQuote(`${name}=${value}`)}`);
  else if (body?.kind === 'multipart') for (const field of body.fields) lines.push(`-F ${shellQuote(field.file ? `${field.name}=@path/to/file` : `${field.name}=${field.value}`)}`);
  else if (body?.kind === 'raw') lines.push(body.text === undefined ? '--data-binary @path/to/file' : `-d ${shellQuote(body.text)}`);
  return lines.join(' \\\n  ');
}

const js = (text: string) => JSON.stringify(text);

function indent(text: string, spaces: number): string {
  return text.replace(/\n/g, `\n${' '.repeat(spaces)}`);
}

export function toFetch(request: SampleRequest): string {
  const out: string[] = [];
  const body = request.body;
  if (body?.kind === 'multipart') {
    out.push('const form = new FormData();');
    for (const field of body.fields) {
      out.push(field.file ? `form.append(${js(field.name)}, file); // a File or Blob` : `form.append(${js(field.name)}, ${js(field.value)});`);
    }
    out.push('');
  }
  const options: string[] = [];
  if (request.method !== 'GET') options.push(`method: ${js(request.method)},`);
  if (request.headers.length) {
    options.push('headers: {');
    for (const [name, value] of request.headers) options.push(`  ${js(name)}: ${js(value)},`);
    options.push('},');
  }
  if (body?.kind === 'json') options.push(`body: JSON.stringify(${indent(JSON.stringify(body.value, null, 2), 0)}),`);
  else if (body?.kind === 'form') options.push(`body: new URLSearchParams(${JSON.stringify(Object.fromEntries(body.fields), null, 2)}),`);
  else if (body?.kind === 'multipart') options.push('body: form,');
  else if (body?.kind === 'raw') options.push(body.text === undefined ? 'body: file, // a File, Blob or ArrayBuffer' : `body: ${js(body.text)},`);
  const call = options.length ? `fetch(${js(request.url)}, {\n  ${indent(options.join('\n'), 2)}\n})` : `fetch(${js(request.url)})`;
  out.push(`const response = await ${call};`);
  out.push(request.jsonResponse ? 'const data = await response.json();' : 'const data = await response.text();');
  out.push('console.log(data);');
  return out.join('\n');
}

/** JSON → a Python literal (`true` → `True`, `null` → `None`). */
export function toPythonLiteral(value: unknown, spaces = 4): string {
  return JSON.stringify(value, null, spaces).replace(/"(?:[^"\\]|\\.)*"|\b(true|false|null)\b/g, (token, word: string | undefined) =>
    word === undefined ? token : word === 'true' ? 'True' : word === 'false' ? 'False' : 'None',
  );
}

export function toPython(request: SampleRequest): string {
  const method = request.method.toLowerCase();
  const args: string[] = [js(request.url)];
  if (request.headers.length) {
    const headers = request.headers.filter(([name]) => !(request.body?.kind === 'form' && name === 'Content-Type'));
    if (headers.length) args.push(`headers=${toPythonLiteral(Object.fromEntries(headers))}`);
  }
  const body = request.body;
  if (body?.kind === 'json') args.push(`json=${toPythonLiteral(body.value)}`);
  else if (body?.kind === 'form') args.push(`data=${toPythonLiteral(Object.fromEntries(body.fields))}`);
  else if (body?.kind === 'multipart') {
    const files = body.fields.filter((f) => f.file);
    const data = body.fields.filter((f) => !f.file);
    if (data.length) args.push(`data=${toPythonLiteral(Object.fromEntries(data.map((f) => [f.name, f.value])))}`);
    if (files.length) args.push(`files={${files.map((f) => `${js(f.name)}: open("path/to/file", "rb")`).join(', ')}}`);
  } else if (body?.kind === 'raw') args.push(body.text === undefined ? 'data=open("path/to/file", "rb")' : `data=${js(body.text)}`);
  const known = ['get', 'post', 'put', 'patch', 'delete', 'head', 'options'].includes(method);
  const call = known ? `requests.${method}(` : `requests.request(\n    ${js(request.method)},`;
  const lines = [`import requests`, '', `response = ${call}`, ...args.map((arg) => `    ${indent(arg, 4)},`), ')'];
  lines.push(request.jsonResponse ? 'print(response.json())' : 'print(response.text)');
  return lines.join('\n');
}
