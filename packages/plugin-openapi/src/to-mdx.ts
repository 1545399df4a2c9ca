/**
 * PURE: the API model → MDX pages (front matter included) for the docs plugin. A page is
 * Markdown headings (so the TOC works), descriptions as escaped Markdown, fenced code for examples
 * and request samples (highlighted at build time by core), and theme components that get their
 * data as JSON props: ApiOperation, ApiParameters, ApiSchema, ApiSamples, ApiMethodBadge, and
 * ApiVariants, the reader's choice of a body's `oneOf`/`anyOf` branch for its examples and samples.
 */
import type { ApiChange, ApiChangelog, OperationRef } from './changelog.ts';
import { escapeMdx, escapeText, headingText, markdownToHtml, plainSummary } from './markdown.ts';
import type { ApiMediaType, ApiModel, ApiOperation, ApiParameter, SecurityRequirement, SecurityScheme } from './operations.ts';
import { slugify } from './slugs.ts';
import { mediaExamples } from './examples.ts';
import { createSamples, isJsonMediaType } from './samples.ts';
import type { ApiOperationData, ApiParametersData, ApiSchemaData, ApiVariantsData, OperationSince, SchemaNode } from './contract.ts';
import { anchorPart, createSchemaTree, type SchemaMode } from './schema-tree.ts';

export interface OperationPageContext {
  /** Route of the API folder in this version, e.g. `/next/api`, for links between API pages. */
  basePath: string;
  /** The oldest version (in an unbroken run up to this one) whose spec has the operation. */
  since?: OperationSince;
}

// ---- Markdown and JSX helpers -----------------------------------------------------------------

/** YAML front matter; every value is written as JSON (valid YAML, no quoting surprises). */
export function frontMatter(fields: Record<string, unknown>): string {
  const lines = Object.entries(fields)
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => `${key}: ${JSON.stringify(value)}`);
  return `---\n${lines.join('\n')}\n---\n`;
}

/**
 * A JSX element on one line. Strings and numbers are JS literals; objects and arrays travel as JSON
 * text in a string attribute (`tree='{"id":…}'`, `&` and `'` as character references), which the
 * component parses: MDX reads a string attribute several times faster than an object literal,
 * and schema trees are most of a page.
 */
export function jsx(name: string, props: Record<string, unknown>): string {
  const attrs = Object.entries(props)
    .filter(([, value]) => value !== undefined && value !== false)
    .map(([key, value]) => {
      if (value === true) return key;
      if (typeof value === 'object' && value !== null) {
        const json = JSON.stringify(value).replace(/[\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16)}`);
        return `${key}='${json.replace(/&/g, '&amp;').replace(/'/g, '&#39;')}'`;
      }
      return `${key}={${JSON.stringify(value)}}`;
    });
  return `<${name}${attrs.length ? ` ${attrs.join(' ')}` : ''} />`;
}

export { escapeText };

/** An inline code span holding `text`, whatever backticks it contains. */
export function code(text: string): string {
  const single = text.replace(/\s+/g, ' ');
  const longest = Math.max(0, ...[...single.matchAll(/`+/g)].map((m) => m[0].length));
  const ticks = '`'.repeat(longest + 1);
  const pad = single.startsWith('`') || single.endsWith('`') ? ' ' : '';
  return `${ticks}${pad}${single}${pad}${ticks}`;
}

/** A fenced code block that no content can close early. */
export function fence(content: string, language: string, title?: string): string {
  const longest = Math.max(0, ...[...content.matchAll(/`{3,}/g)].map((m) => m[0].length));
  const ticks = '`'.repeat(Math.max(3, longest + 1));
  const meta = title ? ` title=${JSON.stringify(title.replace(/"/g, "'"))}` : '';
  return `${ticks}${language}${meta}\n${content}\n${ticks}`;
}

/** One tab (or variant panel) holding Markdown. */
export function tabItem(value: string, label: string, content: string): string {
  return `<TabItem value={${JSON.stringify(value)}} label={${JSON.stringify(label)}}>\n\n${content}\n\n</TabItem>`;
}

/** Content that differs per branch of a body's schema: one panel per branch, chosen by the reader. */
function variantsBlock(data: ApiVariantsData, panels: Array<[label: string, content: string]>): string {
  const items = panels.map(([label, content]) => tabItem(label, label, content));
  return `<ApiVariants group={${JSON.stringify(data.group)}} label={${JSON.stringify(data.label)}}>\n${items.join('\n')}\n</ApiVariants>`;
}

export const tableCell = (markdown: string) => markdown.replace(/\s*\n\s*/g, ' ').replace(/(?<!\\)\|/g, '\\|');

const STATUS_TEXT: Record<string, string> = {
  '100': 'Continue', '101': 'Switching Protocols', '200': 'OK', '201': 'Created', '202': 'Accepted', '203': 'Non-Authoritative Information',
  '204': 'No Content', '205': 'Reset Content', '206': 'Partial Content', '207': 'Multi-Status', '301': 'Moved Permanently', '302': 'Found', '303': 'See Other',
  '304': 'Not Modified', '307': 'Temporary Redirect', '308': 'Permanent Redirect', '400': 'Bad Request', '401': 'Unauthorized', '402': 'Payment Required',
  '403': 'Forbidden', '404': 'Not Found', '405': 'Method Not Allowed', '406': 'Not Acceptable', '408': 'Request Timeout', '409': 'Conflict', '410': 'Gone',
  '411': 'Length Required', '412': 'Precondition Failed', '413': 'Content Too Large', '414': 'URI Too Long', '415': 'Unsupported Media Type',
  '416': 'Range Not Satisfiable', '422': 'Unprocessable Content', '423': 'Locked', '425': 'Too Early', '428': 'Precondition Required', '429': 'Too Many Requests',
  '431': 'Request Header Fields Too Large', '500': 'Internal Server Error', '501': 'Not Implemented', '502': 'Bad Gateway', '503': 'Service Unavailable',
  '504': 'Gateway Timeout', default: 'Default response', '1XX': 'Informational', '2XX': 'Success', '3XX': 'Redirection', '4XX': 'Client error', '5XX': 'Server error',
};

export function statusText(status: string): string {
  return STATUS_TEXT[status.toUpperCase()] ?? STATUS_TEXT[status] ?? '';
}

// ---- pieces -----------------------------------------------------------------------------------

export function describeScheme(scheme: SecurityScheme): string {
  switch (scheme.type) {
    case 'http':
      if (scheme.scheme === 'bearer') return `HTTP bearer token${scheme.bearerFormat ? ` (${escapeText(scheme.bearerFormat)})` : ''}: send ${code('Authorization: Bearer <token>')}`;
      if (scheme.scheme === 'basic') return `HTTP basic authentication: send ${code('Authorization: Basic <base64 of username:password>')}`;
      return `HTTP ${escapeText(scheme.scheme ?? '')} authentication`;
    case 'apiKey':
      return `API key in the ${escapeText(scheme.in ?? 'header')} ${code(scheme.paramName ?? '')}`;
    case 'oauth2': {
      const flows = (scheme.flows ?? []).map((flow) => {
        const urls = [flow.authorizationUrl && `authorization URL ${code(flow.authorizationUrl)}`, flow.tokenUrl && `token URL ${code(flow.tokenUrl)}`].filter(Boolean);
        return `${escapeText(flow.flow)}${urls.length ? ` (${urls.join(', ')})` : ''}`;
      });
      return `OAuth 2.0${flows.length ? `, flows: ${flows.join('; ')}` : ''}; send ${code('Authorization: Bearer <token>')}`;
    }
    case 'openIdConnect':
      return `OpenID Connect${scheme.openIdConnectUrl ? ` (${code(scheme.openIdConnectUrl)})` : ''}; send ${code('Authorization: Bearer <token>')}`;
    case 'mutualTLS':
      return 'Mutual TLS: a client certificate';
    default:
      return escapeText(scheme.type);
  }
}

export function securityMarkdown(security: SecurityRequirement[], schemes: SecurityScheme[]): string {
  const alternatives = security.filter((requirement) => requirement.length > 0);
  if (alternatives.length === 0) return 'None: this operation does not need credentials.';
  const optional = alternatives.length < security.length;
  const one = (requirement: SecurityRequirement) =>
    requirement
      .map(({ scheme: name, scopes }) => {
        const scheme = schemes.find((s) => s.name === name);
        const what = scheme ? describeScheme(scheme) : 'an undeclared security scheme';
        return `${code(name)}: ${what}${scopes.length ? `; scopes ${scopes.map(code).join(', ')}` : ''}`;
      })
      .join(', and ');
  const lines = alternatives.length === 1 ? [one(alternatives[0]!)] : ['Any one of:', '', ...alternatives.map((r) => `- ${one(r)}`)];
  if (optional) lines.push('', 'Credentials are optional for this operation.');
  return lines.join('\n');
}

/** Parameters as schema nodes: the parameter's name, required mark and description over its schema's. */
export function parameterNodes(model: Pick<ApiModel, 'spec'>, parameters: ApiParameter[], idPrefix: string): SchemaNode[] {
  return parameters.map((parameter) => {
    const tree = createSchemaTree(model.spec, parameter.schema ?? {}, { idPrefix: `${idPrefix}-${anchorPart(parameter.name)}`, mode: 'any', maxDepth: 6 });
    const { required: _required, name: _name, title: _title, ...rest } = tree;
    return {
      ...rest,
      name: parameter.name,
      ...(parameter.required ? { required: true as const } : {}),
      ...(parameter.deprecated ? { deprecated: true as const } : {}),
      ...(parameter.description ? { description: markdownToHtml(parameter.description) } : {}),
      ...(parameter.hasExample ? { example: JSON.stringify(parameter.example) ?? 'null' } : {}),
    };
  });
}

function mediaSection(model: ApiModel, media: ApiMediaType, idPrefix: string, mode: SchemaMode): string {
  const parts: string[] = [];
  if (media.schema !== undefined) {
    parts.push(jsx('ApiSchema', { mediaType: media.mediaType, tree: createSchemaTree(model.spec, media.schema, { idPrefix, mode }) } satisfies ApiSchemaData));
  }
  const examples = mediaExamples(model.spec, media, mode);
  const fenced = (value: unknown) => {
    const json = isJsonMediaType(media.mediaType) || typeof value !== 'string';
    const text = json ? (JSON.stringify(value, null, 2) ?? 'null') : String(value);
    const language = json ? 'json' : /xml/i.test(media.mediaType) ? 'xml' : 'text';
    return fence(text, language, examples.given ? 'Example' : 'Example (generated from the schema)');
  };
  const [first] = examples.variants;
  if (examples.variants.length > 1) {
    parts.push(variantsBlock({ group: idPrefix, label: examples.choice ?? 'Variant' }, examples.variants.map((v) => [v.label ?? '', fenced(v.value)])));
  } else if (first) parts.push(fenced(first.value));
  return parts.join('\n\n');
}

/** One media type as is, several as tabs. */
function contentSection(model: ApiModel, content: ApiMediaType[], idPrefix: string, mode: SchemaMode): string {
  if (content.length === 0) return '';
  if (content.length === 1) {
    const media = content[0]!;
    return `Content type: ${code(media.mediaType)}\n\n${mediaSection(model, media, `${idPrefix}-${anchorPart(media.mediaType)}`, mode)}`;
  }
  const tabs = content.map((media) => tabItem(media.mediaType, media.mediaType, mediaSection(model, media, `${idPrefix}-${anchorPart(media.mediaType)}`, mode)));
  return `<Tabs>\n${tabs.join('\n')}\n</Tabs>`;
}

const LOCATIONS: Array<[ApiParameter['in'], string]> = [
  ['path', 'Path parameters'],
  ['query', 'Query parameters'],
  ['header', 'Header parameters'],
  ['cookie', 'Cookie parameters'],
];

// ---- pages ------------------------------------------------------------------------------------

export function operationToMdx(operation: ApiOperation, model: ApiModel, context: OperationPageContext): string {
  const description = operation.description ?? '';
  const out: string[] = [
    frontMatter({
      id: operation.slug,
      slug: operation.slug,
      title: operation.title,
      description: plainSummary(description) || `${operation.method.toUpperCase()} ${operation.path}`,
      sidebar_label: operation.title,
      sidebar_class_name: `api-method ${operation.method}${operation.deprecated ? ' api-deprecated' : ''}`,
      custom_edit_url: null,
      api: { method: operation.method, path: operation.path, ...(operation.operationId ? { operationId: operation.operationId } : {}) },
    }),
    jsx('ApiOperation', {
      method: operation.method,
      path: operation.path,
      servers: operation.servers.map((server) => server.resolvedUrl),
      deprecated: operation.deprecated,
      since: context.since,
    } satisfies ApiOperationData),
  ];
  if (operation.deprecated) {
    out.push(':::caution[Deprecated]\n\nThis operation is deprecated: it may be removed in a future version.\n\n:::');
  }
  if (description.trim()) out.push(escapeMdx(description.trim()));

  out.push('## Authentication', securityMarkdown(operation.security, model.securitySchemes));

  out.push('## Request');
  let requestParts = 0;
  for (const [location, heading] of LOCATIONS) {
    const parameters = operation.parameters.filter((p) => p.in === location);
    if (parameters.length === 0) continue;
    requestParts++;
    // The heading takes the slug `${location}-parameters`; the list's own id must differ from it.
    out.push(`### ${heading}`, jsx('ApiParameters', { id: `${location}-parameters-list`, parameters: parameterNodes(model, parameters, `${location}-parameter`) } satisfies ApiParametersData));
  }
  const body = operation.requestBody;
  if (body) {
    requestParts++;
    out.push('### Body');
    out.push(`${body.required ? '**Required.**' : 'Optional.'}${body.description ? ` ${escapeMdx(body.description.trim())}` : ''}`);
    const section = contentSection(model, body.content, 'request-body', 'request');
    if (section) out.push(section);
  }
  if (requestParts === 0) out.push('No parameters and no body.');

  out.push('## Responses');
  if (operation.responses.length === 0) out.push('The spec lists no responses.');
  for (const response of operation.responses) {
    out.push(`### ${headingText(`${response.status} ${statusText(response.status)}`.trim())}`);
    if (response.description.trim()) out.push(escapeMdx(response.description.trim()));
    if (response.headers.length) {
      const id = `response-${anchorPart(response.status)}-headers`;
      out.push('Headers:', jsx('ApiParameters', { id, parameters: parameterNodes(model, response.headers, id) } satisfies ApiParametersData));
    }
    const section = contentSection(model, response.content, `response-${anchorPart(response.status)}`, 'response');
    if (section) out.push(section);
  }

  out.push('## Request samples', samplesSection(operation, model));
  return `${out.join('\n\n')}\n`;
}

/** The samples, once per branch of the body when the reader can choose one (in step with the body's example). */
function samplesSection(operation: ApiOperation, model: ApiModel): string {
  const samplesOf = (variant: number) =>
    `<ApiSamples>\n${createSamples(operation, model, variant)
      .map((sample) => tabItem(sample.id, sample.label, fence(sample.code, sample.language)))
      .join('\n')}\n</ApiSamples>`;
  const media = operation.requestBody?.content[0];
  const examples = media ? mediaExamples(model.spec, media, 'request') : undefined;
  if (!media || !examples || examples.variants.length < 2) return samplesOf(0);
  const group = `request-body-${anchorPart(media.mediaType)}`;
  return variantsBlock({ group, label: examples.choice ?? 'Variant' }, examples.variants.map((v, index) => [v.label ?? '', samplesOf(index)]));
}

export interface OverviewContext {
  basePath: string;
  /** Sidebar label of the overview. */
  label: string;
  /** Route of the changelog page, when there is one. */
  changelogPath?: string;
}

export function overviewToMdx(model: ApiModel, context: OverviewContext): string {
  const out: string[] = [
    frontMatter({
      id: model.slug,
      slug: model.slug,
      title: model.title,
      description: plainSummary(model.description ?? '') || `Reference of the ${model.title}`,
      sidebar_label: context.label,
      custom_edit_url: null,
    }),
  ];
  if (model.description?.trim()) out.push(escapeMdx(model.description.trim()));
  out.push('## Version', `${model.version ? `Version ${code(model.version)}` : 'No version given'}, described in OpenAPI ${escapeText(model.openapi)}.`);
  if (context.changelogPath) out.push(`See [what changed in this version](${context.changelogPath}).`);

  out.push('## Servers');
  if (model.servers.length === 0) out.push('The spec names no server: paths are relative to the host serving the API.');
  else {
    const rows = model.servers.map((server) => `| ${code(server.resolvedUrl)} | ${tableCell(server.description ? escapeMdx(server.description) : '')} |`);
    out.push(['| URL | Description |', '| --- | --- |', ...rows].join('\n'));
    const variables = model.servers.flatMap((server) => server.variables.map((v) => ({ server, ...v })));
    if (variables.length) {
      out.push(
        variables
          .map((v) => `- ${code(`{${v.name}}`)} in ${code(v.server.url)}: default ${code(v.default)}${v.enum ? `, one of ${v.enum.map(code).join(', ')}` : ''}${v.description ? `. ${escapeMdx(v.description.replace(/\s*\n\s*/g, ' '))}` : ''}`)
          .join('\n'),
      );
    }
  }

  out.push('## Authentication');
  if (model.securitySchemes.length === 0) out.push('The spec declares no security schemes.');
  for (const scheme of model.securitySchemes) {
    out.push(`### ${headingText(scheme.name)}`, `${describeScheme(scheme)}.`);
    if (scheme.description?.trim()) out.push(escapeMdx(scheme.description.trim()));
  }

  out.push('## Operations');
  const list = (operations: ApiOperation[]) =>
    operations.map((op) => `- ${jsx('ApiMethodBadge', { method: op.method })} [${escapeText(op.title)}](${context.basePath}/${op.slug}) ${code(op.path)}`).join('\n');
  for (const tag of model.tags) {
    out.push(`### ${headingText(tag.name)}`);
    if (tag.description?.trim()) out.push(escapeMdx(tag.description.trim()));
    out.push(list(tag.operations));
  }
  if (model.untagged.length) out.push(model.tags.length ? '### Other operations' : '', list(model.untagged));
  return `${out.filter(Boolean).join('\n\n')}\n`;
}

export interface ChangelogContext {
  basePath: string;
  /** Where the previous version's API pages are (for removed operations). */
  previousBasePath: string;
  versionLabel: string;
  previousLabel: string;
}

export function changelogToMdx(changelog: ApiChangelog, context: ChangelogContext): string {
  const out: string[] = [
    frontMatter({
      id: 'changelog',
      slug: 'changelog',
      title: `API changes in ${context.versionLabel}`,
      description: `What changed in the API since ${context.previousLabel}: operations, parameters, request and response fields.`,
      sidebar_label: 'Changelog',
      custom_edit_url: null,
    }),
  ];
  const total = changelog.added.length + changelog.removed.length + changelog.changed.length + changelog.deprecated.length;
  out.push(
    `Compared with ${escapeText(context.previousLabel)}: ${changelog.added.length} added, ${changelog.removed.length} removed and ${changelog.changed.length} changed operation${changelog.changed.length === 1 ? '' : 's'}; ${changelog.breaking === 0 ? 'no breaking change' : `**${changelog.breaking} breaking change${changelog.breaking === 1 ? '' : 's'}**`}.`,
  );
  if (total === 0) {
    out.push('The API is the same as in the previous version.');
    return `${out.join('\n\n')}\n`;
  }
  const item = (op: OperationRef, base: string | undefined, breaking = false) =>
    `- ${jsx('ApiMethodBadge', { method: op.method })} ${base ? `[${escapeText(op.title)}](${base}/${op.slug})` : escapeText(op.title)} ${code(op.path)}${breaking ? ' **(breaking)**' : ''}`;
  if (changelog.added.length) out.push('## Added operations', changelog.added.map((op) => item(op, context.basePath)).join('\n'));
  if (changelog.removed.length) out.push('## Removed operations', changelog.removed.map((op) => item(op, context.previousBasePath, true)).join('\n'));
  if (changelog.deprecated.length) out.push('## Deprecated operations', changelog.deprecated.map((op) => item(op, context.basePath)).join('\n'));
  const where = { parameter: 'parameter', request: 'request field', response: 'response field', status: 'response' } as const;
  const table = (changes: ApiChange[], describe: (c: ApiChange) => string) =>
    [
      '| Change | Where | Detail | Breaking |',
      '| --- | --- | --- | --- |',
      ...changes.map(
        (c) => `| ${c.change === 'added' ? 'Added' : c.change === 'removed' ? 'Removed' : 'Changed'} | ${tableCell(describe(c))} | ${tableCell(escapeText(c.detail))} | ${c.breaking ? '**Breaking**' : ''} |`,
      ),
    ].join('\n');
  const schemaLink = (name: string) => `[${escapeText(name)}](#schema-${slugify(name) || 'schema'})`;
  if (changelog.changed.length) {
    out.push('## Changed operations');
    for (const op of changelog.changed) {
      out.push(`### ${headingText(`${op.method.toUpperCase()} ${op.path}`)}`);
      out.push(`${jsx('ApiMethodBadge', { method: op.method })} [${escapeText(op.title)}](${context.basePath}/${op.slug})`);
      if (op.changes.length) out.push(table(op.changes, (c) => `${where[c.kind]} ${code(c.name)}`));
      if (op.schemas.length) out.push(`Uses changed schemas: ${op.schemas.map(schemaLink).join(', ')}.`);
    }
  }
  if (changelog.schemas.length) {
    out.push('## Changed schemas', 'Changes inside named schemas, listed once for every operation that uses them.');
    for (const schema of changelog.schemas) {
      out.push(`### ${escapeText(schema.name)} {#schema-${slugify(schema.name) || 'schema'}}`);
      out.push(table(schema.changes, (c) => `${c.kind === 'request' ? 'in requests' : 'in responses'} ${code(c.name)}`));
    }
  }
  return `${out.join('\n\n')}\n`;
}
