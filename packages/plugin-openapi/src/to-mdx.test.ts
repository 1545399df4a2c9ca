import { describe, expect, it } from 'vitest';
import { renderMdx } from '../test/render-mdx.ts';
import { diffApiModels } from './changelog.ts';
import { createApiModel } from './operations.ts';
import type { JsonObject, Spec } from './pointer.ts';
import { changelogToMdx, code, escapeText, fence, jsx, operationToMdx, overviewToMdx } from './to-mdx.ts';

const specOf = (document: JsonObject): Spec => ({ file: '/site/openapi/api.json', document: { openapi: '3.1.0', ...document }, files: ['/site/openapi/api.json'] });

/** The props of the stubbed components in rendered HTML, by component name (JSON-text props parsed). */
function propsOf(html: string, component: string): Array<Record<string, unknown>> {
  return [...html.matchAll(new RegExp(`data-component="${component}" data-props="([^"]*)"`, 'g'))].map((m) => {
    const props = JSON.parse(m[1]!.replace(/&quot;/g, '"').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&#x27;/g, "'").replace(/&amp;/g, '&')) as Record<string, unknown>;
    return Object.fromEntries(Object.entries(props).map(([key, value]) => [key, typeof value === 'string' && /^[[{]/.test(value) ? JSON.parse(value) : value]));
  });
}
const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

describe('Markdown helpers', () => {
  it.each<[string, string, string]>([
    ['escapeText', escapeText('a {b} <c> *d* [e](f) | g'), 'a \\{b\\} \\<c\\> \\*d\\* \\[e\\]\\(f\\) \\| g'],
    ['code', code('a`b'), '``a`b``'],
    ['code starting with a backtick', code('`a'), '`` `a ``'],
    ['fence', fence('x', 'json', 'Example'), '```json title="Example"\nx\n```'],
    ['fence around backticks', fence('```\ny\n```', 'md'), '````md\n```\ny\n```\n````'],
  ])('%s', (_name, actual, expected) => {
    expect(actual).toBe(expected);
  });

  it('jsx: object props survive the trip through MDX as JSON text, whatever characters they hold', async () => {
    const value = { text: `it's & &lt; <b> {x} \\ "q" \u2028 é`, list: [1, null, true] };
    const mdx = jsx('ApiSchema', { tree: value, mediaType: 'application/json', bare: true, hidden: false });
    expect(mdx).toMatch(/^<ApiSchema tree='\{.*\}' mediaType=\{"application\/json"\} bare \/>$/);
    const { html } = await renderMdx(mdx);
    expect(propsOf(html, 'ApiSchema')).toEqual([{ tree: value, mediaType: 'application/json', bare: true }]);
  });
});

const hostile = 'Evil {x} <script>alert(1)</script> `a`';
const spec = specOf({
  info: { title: 'Karakeep API', version: '1.0.0', description: `Intro with ${hostile}.` },
  servers: [{ url: 'https://try.karakeep.app/api/v1' }],
  security: [{ bearerAuth: [] }],
  tags: [{ name: 'Bookmarks', description: 'About <bookmarks>' }],
  components: { securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', description: hostile } } },
  paths: {
    '/bookmarks/{bookmarkId}': {
      patch: {
        summary: 'Update {a} <b>bookmark</b>',
        description: `Updates it.\n\n${hostile}\n\nexport const x = 1`,
        deprecated: true,
        tags: ['Bookmarks'],
        parameters: [
          { name: 'bookmarkId', in: 'path', required: true, description: `The id ${hostile}`, schema: { type: 'string', example: 'ieid' } },
          { name: 'fields', in: 'query', schema: { type: 'array', items: { type: 'string', enum: ['a', 'b'] } } },
        ],
        requestBody: {
          required: true,
          description: 'The *changes*.',
          content: {
            'application/json': { schema: { type: 'object', properties: { title: { type: 'string', description: hostile } }, required: ['title'] } },
            'application/x-www-form-urlencoded': { schema: { type: 'object', properties: { title: { type: 'string' } } } },
          },
        },
        responses: {
          '200': { description: `Done ${hostile}`, headers: { 'X-Rate': { schema: { type: 'integer' } } }, content: { 'application/json': { schema: { type: 'object', properties: { id: { type: 'string' } } }, example: { id: '</script>```' } } } },
          '404': { description: 'Not found.' },
        },
      },
    },
  },
});
const model = createApiModel(spec);

describe('operationToMdx', () => {
  const mdx = operationToMdx(model.operations[0]!, model, { basePath: '/api', since: { label: 'v0.26.0', unreleased: false } });

  it('front matter: title, label, method class, no edit link, api data', async () => {
    const { frontMatter } = await renderMdx(mdx);
    expect(frontMatter).toEqual({
      id: 'update-a-b-bookmark-b',
      slug: 'update-a-b-bookmark-b',
      title: 'Update {a} <b>bookmark</b>',
      description: 'Updates it.',
      sidebar_label: 'Update {a} <b>bookmark</b>',
      sidebar_class_name: 'api-method patch api-deprecated',
      custom_edit_url: null,
      api: { method: 'patch', path: '/bookmarks/{bookmarkId}' },
    });
  });

  it('compiles, and hostile text renders as text', async () => {
    const { html } = await renderMdx(mdx);
    expect(html).not.toMatch(/<script/);
    expect(text(html)).toContain('Evil {x} &lt;script&gt;alert(1)&lt;/script&gt;');
    expect(text(html)).toContain('export const x = 1');
    expect(html).toContain('data-component="Admonition"');
  });

  it('has the sections in order, as headings for the TOC', async () => {
    const { html } = await renderMdx(mdx);
    const headings = [...html.matchAll(/<h([23]) id="([^"]*)">([^<]*)</g)].map((m) => `h${m[1]} ${m[3]}`);
    expect(headings).toEqual(['h2 Authentication', 'h2 Request', 'h3 Path parameters', 'h3 Query parameters', 'h3 Body', 'h2 Responses', 'h3 200 OK', 'h3 404 Not Found', 'h2 Request samples']);
  });

  it('passes the data to the components as props', async () => {
    const { html } = await renderMdx(mdx);
    expect(propsOf(html, 'ApiOperation')).toEqual([
      { method: 'patch', path: '/bookmarks/{bookmarkId}', servers: ['https://try.karakeep.app/api/v1'], deprecated: true, since: { label: 'v0.26.0', unreleased: false } },
    ]);
    const [pathParams, queryParams, headers] = propsOf(html, 'ApiParameters') as Array<{ id: string; parameters: Array<Record<string, unknown>> }>;
    expect(pathParams).toEqual({
      id: 'path-parameters-list',
      parameters: [{ id: 'path-parameter-bookmarkId', name: 'bookmarkId', type: 'string', required: true, example: '"ieid"', description: 'The id Evil {x} &lt;script&gt;alert(1)&lt;/script&gt; <code>a</code>' }],
    });
    expect(queryParams!.parameters).toEqual([{ id: 'query-parameter-fields', name: 'fields', type: 'string[]', enum: ['"a"', '"b"'] }]);
    expect(headers!.id).toBe('response-200-headers');
    const schemas = propsOf(html, 'ApiSchema').map((p) => [p.mediaType, (p.tree as { id: string }).id]);
    expect(schemas).toEqual([
      ['application/json', 'request-body-application_json'],
      ['application/x-www-form-urlencoded', 'request-body-application_x-www-form-urlencoded'],
      ['application/json', 'response-200-application_json'],
    ]);
  });

  it('examples and samples are fenced code, and a fence in an example cannot close it', async () => {
    const { html } = await renderMdx(mdx);
    const blocks = [...html.matchAll(/<pre data-language="([^"]*)"(?: data-title="([^"]*)")?/g)].map((m) => `${m[1]} ${m[2] ?? ''}`.trim());
    expect(blocks).toEqual(['json Example (generated from the schema)', 'json Example (generated from the schema)', 'json Example', 'bash', 'javascript', 'python']);
    expect(html).toContain('&#x3C;/script>```');
    expect(propsOf(html, 'TabItem').map((p) => p.value)).toEqual(['application/json', 'application/x-www-form-urlencoded', 'curl', 'javascript', 'python']);
  });

  it('a oneOf body: the reader chooses a branch, and its example and samples follow it', async () => {
    const variant = (kind: string, field: string) => ({ type: 'object', required: ['kind', field], properties: { kind: { type: 'string', enum: [kind] }, [field]: { type: 'string' } } });
    const oneOf = createApiModel(
      specOf({
        info: { title: 'T', version: '1' },
        paths: {
          '/things': {
            post: {
              operationId: 'create',
              requestBody: { content: { 'application/json': { schema: { oneOf: [variant('a', 'alpha'), variant('b', 'beta')], discriminator: { propertyName: 'kind' } } } } },
              responses: { '204': { description: 'none' } },
            },
          },
        },
      }),
    );
    const { html } = await renderMdx(operationToMdx(oneOf.operations[0]!, oneOf, { basePath: '/api' }));
    expect(propsOf(html, 'ApiVariants')).toEqual([
      { group: 'request-body-application_json', label: 'Variant (kind)' },
      { group: 'request-body-application_json', label: 'Variant (kind)' },
    ]);
    expect(propsOf(html, 'TabItem').map((p) => p.value)).toEqual(['a', 'b', 'a', 'curl', 'javascript', 'python', 'b', 'curl', 'javascript', 'python']);
    const bodies = [...text(html).replace(/&quot;/g, '"').matchAll(/"kind" ?: "(\w)" ?, "(\w+)"/g)].map((m) => `${m[1]} ${m[2]}`);
    expect(bodies).toEqual(['a alpha', 'b beta', 'a alpha', 'a alpha', 'a alpha', 'b beta', 'b beta', 'b beta']);
  });

  it('an operation without parameters, body or responses still makes a page', async () => {
    const bare = createApiModel(specOf({ info: { title: 'T', version: '1' }, paths: { '/ping': { get: { operationId: 'ping' } } } }));
    const { html } = await renderMdx(operationToMdx(bare.operations[0]!, bare, { basePath: '/api' }));
    expect(text(html)).toContain('None: this operation does not need credentials.');
    expect(text(html)).toContain('No parameters and no body.');
    expect(text(html)).toContain('The spec lists no responses.');
  });
});

describe('overviewToMdx', () => {
  it('description, version, servers, security schemes and the operations by tag', async () => {
    const mdx = overviewToMdx(model, { basePath: '/api', label: 'Introduction', changelogPath: '/api/changelog' });
    const { html, frontMatter } = await renderMdx(mdx);
    expect(frontMatter).toMatchObject({ id: 'karakeep-api', title: 'Karakeep API', sidebar_label: 'Introduction', custom_edit_url: null });
    expect(html).not.toMatch(/<script/);
    const t = text(html);
    for (const piece of ['Intro with Evil {x}', 'Version 1.0.0 , described in OpenAPI 3.1.0', 'https://try.karakeep.app/api/v1', 'bearerAuth', 'HTTP bearer token', 'About &lt;bookmarks&gt;']) {
      expect(t).toContain(piece);
    }
    expect(html).toContain('<a href="/api/update-a-b-bookmark-b">Update {a} &lt;b&gt;bookmark&lt;/b&gt;</a>');
    expect(html).toContain('<a href="/api/changelog">');
  });
});

describe('changelogToMdx', () => {
  it('compiles, with breaking changes marked', async () => {
    const older = createApiModel(specOf({ info: { title: 'T', version: '0' }, paths: { '/old/{id}': { get: { summary: 'Old | one', responses: {} } } } }));
    const mdx = changelogToMdx(diffApiModels(older, model), { basePath: '/api', previousBasePath: '/v1/API', versionLabel: 'Next', previousLabel: 'v1' });
    const { html, frontMatter } = await renderMdx(mdx);
    expect(frontMatter).toMatchObject({ id: 'changelog', title: 'API changes in Next', sidebar_label: 'Changelog' });
    const t = text(html);
    expect(t).toContain('1 added, 1 removed and 0 changed operations; 1 breaking change');
    expect(html).toContain('<a href="/v1/API/old-one">Old | one</a>');
    expect(t).toContain('(breaking)');
  });
});
