/**
 * PURE: API pages as plain Markdown, for the `<route>.md` twin of each page and for AI tools:
 * the same content as the HTML page (method and path, authentication, parameters, bodies,
 * responses, a curl sample) with no components and no HTML. Schemas become nested lists.
 * Descriptions from the spec are Markdown already and are kept as written.
 */
import type { SchemaNode } from './contract.ts';
import { createSchemaTree } from './schema-tree.ts';
import { mediaExamples } from './examples.ts';
import { createSamples, isJsonMediaType } from './samples.ts';
import { code, describeScheme, fence, securityMarkdown, statusText, tableCell } from './to-mdx.ts';
import type { ApiMediaType, ApiModel, ApiOperation, ApiParameter } from './operations.ts';

/** Text of a description that schema trees carry as HTML. */
function htmlToText(html: string): string {
  return html
    .replace(/<[^>]*>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}

function nodeLine(node: SchemaNode): string {
  const parts = [node.name ? code(node.name) : undefined, `(${[node.type, node.title !== node.type && node.title, node.required && 'required', node.nullable && 'nullable', node.deprecated && 'deprecated', node.readOnly && 'read-only', node.writeOnly && 'write-only'].filter(Boolean).join(', ')})`];
  const details = [
    node.description ? htmlToText(node.description) : '',
    node.enum?.length ? `One of ${node.enum.map(code).join(', ')}.` : '',
    node.default !== undefined ? `Default ${code(node.default)}.` : '',
    node.constraints?.length ? `${node.constraints.join(', ')}.` : '',
    node.circular ? `Same shape as ${code(node.circular.name)} above.` : '',
  ].filter(Boolean);
  return `${parts.filter(Boolean).join(' ')}${details.length ? `: ${details.join(' ')}` : ''}`;
}

/** A schema tree as a nested list (two spaces per level). */
export function schemaToMarkdown(node: SchemaNode, depth = 0): string {
  const indent = '  '.repeat(depth);
  const lines: string[] = [];
  for (const child of node.children ?? []) {
    lines.push(`${indent}- ${nodeLine(child)}`);
    const nested = schemaToMarkdown(child, depth + 1);
    if (nested) lines.push(nested);
  }
  if (node.variants) {
    lines.push(`${indent}- ${node.variants.kind === 'oneOf' ? 'Exactly one of' : 'Any of'}:`);
    for (const option of node.variants.options) {
      lines.push(`${indent}  - ${nodeLine(option)}`);
      const nested = schemaToMarkdown(option, depth + 2);
      if (nested) lines.push(nested);
    }
  }
  return lines.join('\n');
}

function parametersTable(parameters: ApiParameter[]): string {
  const rows = parameters.map((p) => {
    const type = (p.schema as { type?: string } | undefined)?.type ?? 'any';
    return `| ${code(p.name)} | ${p.in} | ${type} | ${p.required ? 'yes' : 'no'} | ${tableCell(p.description?.trim() ?? '')} |`;
  });
  return ['| Name | In | Type | Required | Description |', '| --- | --- | --- | --- | --- |', ...rows].join('\n');
}

function mediaToMarkdown(model: ApiModel, media: ApiMediaType, mode: 'request' | 'response'): string {
  const parts = [`Content type: ${code(media.mediaType)}`];
  if (media.schema !== undefined) {
    const tree = createSchemaTree(model.spec, media.schema, { idPrefix: 'md', mode });
    parts.push(`Schema: ${tree.title && tree.title !== tree.type ? `${tree.type} ${code(tree.title)}` : tree.title ? code(tree.title) : tree.type}`);
    const list = schemaToMarkdown(tree);
    if (list) parts.push(list);
  }
  // Every branch of a oneOf/anyOf body, each named (the page lets the reader choose one).
  for (const { label, value } of mediaExamples(model.spec, media, mode).variants) {
    const json = isJsonMediaType(media.mediaType) || typeof value !== 'string';
    if (label !== undefined) parts.push(`Example for ${code(label)}:`);
    parts.push(fence(json ? (JSON.stringify(value, null, 2) ?? 'null') : String(value), json ? 'json' : 'text'));
  }
  return parts.join('\n\n');
}

export function operationToMarkdown(operation: ApiOperation, model: ApiModel): string {
  const out: string[] = [`# ${operation.title}`, code(`${operation.method.toUpperCase()} ${operation.path}`)];
  if (operation.deprecated) out.push('> **Deprecated:** this operation may be removed in a future version.');
  if (operation.servers.length) out.push(`Server: ${operation.servers.map((server) => code(server.resolvedUrl)).join(', ')}`);
  if (operation.description?.trim()) out.push(operation.description.trim());
  out.push('## Authentication', securityMarkdown(operation.security, model.securitySchemes));
  out.push('## Request');
  if (operation.parameters.length) out.push('### Parameters', parametersTable(operation.parameters));
  const body = operation.requestBody;
  if (body) {
    out.push('### Body', `${body.required ? 'Required.' : 'Optional.'}${body.description ? ` ${body.description.trim()}` : ''}`);
    for (const media of body.content) out.push(mediaToMarkdown(model, media, 'request'));
  }
  if (!operation.parameters.length && !body) out.push('No parameters and no body.');
  out.push('## Responses');
  for (const response of operation.responses) {
    out.push(`### ${`${response.status} ${statusText(response.status)}`.trim()}`);
    if (response.description.trim()) out.push(response.description.trim());
    if (response.headers.length) out.push('Headers:', parametersTable(response.headers));
    for (const media of response.content) out.push(mediaToMarkdown(model, media, 'response'));
  }
  const curl = createSamples(operation, model).find((sample) => sample.id === 'curl');
  if (curl) out.push('## Example request', fence(curl.code, curl.language));
  return `${out.join('\n\n')}\n`;
}

export function overviewToMarkdown(model: ApiModel, basePath: string, twinUrl: (route: string) => string): string {
  const out: string[] = [`# ${model.title}`];
  if (model.description?.trim()) out.push(model.description.trim());
  out.push(`Version ${model.version ? code(model.version) : 'not given'}, described in OpenAPI ${model.openapi}.`);
  if (model.servers.length) out.push('## Servers', model.servers.map((server) => `- ${code(server.resolvedUrl)}${server.description ? `: ${server.description}` : ''}`).join('\n'));
  if (model.securitySchemes.length) {
    out.push('## Authentication', model.securitySchemes.map((scheme) => `- ${code(scheme.name)}: ${describeScheme(scheme)}`).join('\n'));
  }
  out.push('## Operations');
  const list = (operations: ApiOperation[]) =>
    operations.map((op) => `- [${op.title}](${twinUrl(`${basePath}/${op.slug}`)}): ${code(`${op.method.toUpperCase()} ${op.path}`)}`).join('\n');
  for (const tag of model.tags) out.push(`### ${tag.name}`, list(tag.operations));
  if (model.untagged.length) out.push('### Other operations', list(model.untagged));
  return `${out.join('\n\n')}\n`;
}
