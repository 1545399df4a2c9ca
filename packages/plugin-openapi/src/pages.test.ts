import { describe, expect, it } from 'vitest';
import { createApiModel, routeKey } from './operations.ts';
import { availableSince, createApiDocs, joinRoute, type VersionModel } from './pages.ts';
import type { JsonObject, Spec } from './pointer.ts';

const ok = { '200': { description: 'ok' } };
/** A model with one operation per `METHOD /path` given. */
function modelOf(...routes: string[]) {
  const paths: JsonObject = {};
  for (const route of routes) {
    const [method, path] = route.split(' ') as [string, string];
    const summary = `${method} ${path.replace(/[{}]/g, '')}`;
    paths[path] = { ...(paths[path] as JsonObject), [method.toLowerCase()]: { summary, tags: [path.split('/')[1]], responses: ok } };
  }
  const spec: Spec = { file: '/s.json', document: { openapi: '3.0.0', info: { title: 'Karakeep API', version: '1' }, paths }, files: ['/s.json'] };
  return createApiModel(spec);
}
const version = (name: string, routes: string[] | undefined, folder = 'api'): VersionModel => ({
  name,
  label: name === 'current' ? 'Next' : name,
  path: name === 'current' ? '/' : `/${name}`,
  folder,
  ...(routes ? { model: modelOf(...routes) } : {}),
});

describe('availableSince', () => {
  const history = [
    version('current', ['GET /a', 'GET /b/{id}', 'POST /c', 'GET /d']),
    version('v3', ['GET /a', 'GET /b/{bid}', 'GET /d']),
    version('v2', ['GET /a', 'GET /b/{x}']),
    version('v1', ['GET /a', 'GET /d']),
  ];
  it.each<[string, string]>([
    ['GET /a', 'v1'],
    ['GET /b/{id}', 'v2'],
    ['POST /c', 'current'],
    // Removed in v2 and back in v3: available since v3.
    ['GET /d', 'v3'],
  ])('%s since %s', (route, since) => {
    const [method, path] = route.split(' ') as [string, string];
    expect(availableSince(history).get(routeKey(method, path))?.name).toBe(since);
  });

  it('a version without a spec breaks the run', () => {
    const since = availableSince([version('current', ['GET /a']), version('v2', undefined), version('v1', ['GET /a'])]);
    expect(since.get('GET /a')?.name).toBe('current');
  });
});

describe('createApiDocs', () => {
  const args = { source: '/site/openapi/api.json', label: 'API', overviewLabel: 'Introduction', changelog: true };

  it('an overview, a page per operation and a changelog, listed in an API category by tag', () => {
    const result = createApiDocs({ ...args, history: [version('current', ['GET /bookmarks', 'POST /bookmarks', 'DELETE /tags/{id}']), version('v1', ['GET /bookmarks'], 'API')] });
    expect(result.docs.map((doc) => doc.relativePath)).toEqual(['api/karakeep-api.mdx', 'api/get-bookmarks.mdx', 'api/post-bookmarks.mdx', 'api/delete-tags-id.mdx', 'api/changelog.mdx']);
    expect(result.docs.every((doc) => doc.source === args.source)).toBe(true);
    expect(result.sidebar).toEqual([
      {
        type: 'category',
        label: 'API',
        items: [
          { type: 'doc', id: 'api/karakeep-api', label: 'Introduction' },
          {
            type: 'category',
            label: 'bookmarks',
            items: [
              { type: 'doc', id: 'api/get-bookmarks', label: 'GET /bookmarks', className: 'api-method get' },
              { type: 'doc', id: 'api/post-bookmarks', label: 'POST /bookmarks', className: 'api-method post' },
            ],
          },
          { type: 'category', label: 'tags', items: [{ type: 'doc', id: 'api/delete-tags-id', label: 'DELETE /tags/id', className: 'api-method delete' }] },
          { type: 'doc', id: 'api/changelog', label: 'Changelog' },
        ],
      },
    ]);
    // The removed-operations links of the changelog point into the older version's folder.
    expect(result.docs.find((doc) => doc.relativePath === 'api/changelog.mdx')!.mdx).toContain('Compared with v1: 2 added, 0 removed');
    expect(result.docs[1]!.mdx).toContain(`since='{"label":"v1","unreleased":false}'`);
    expect(result.docs[2]!.mdx).toContain(`since='{"label":"Next","unreleased":true}'`);
  });

  it('the oldest version has no changelog and no "available since"', () => {
    const result = createApiDocs({ ...args, history: [version('v1', ['GET /bookmarks'], 'API')] });
    expect(result.docs.map((doc) => doc.relativePath)).toEqual(['API/karakeep-api.mdx', 'API/get-bookmarks.mdx']);
    expect(result.docs[1]!.mdx).not.toContain('since');
  });

  it('a version without a spec has no API pages', () => {
    expect(createApiDocs({ ...args, history: [version('v0', undefined), version('v-1', ['GET /a'])] })).toEqual({ docs: [], sidebar: [] });
  });

  it('in dev, file names carry a hash of the page (ids and permalinks come from the front matter)', () => {
    const history = [version('current', ['GET /bookmarks'])];
    const [, page] = createApiDocs({ ...args, history, dev: true }).docs;
    expect(page!.relativePath).toMatch(/^api\/get-bookmarks\.[0-9a-f]{10}\.mdx$/);
    expect(page!.mdx).toContain('id: "get-bookmarks"\nslug: "get-bookmarks"');
  });

  it.each<[string[], string]>([
    [['/', 'api'], '/api'],
    [['/v0.26.0/', '/API/'], '/v0.26.0/API'],
    [['/', ''], '/'],
  ])('joinRoute(%j) = %s', (parts, route) => {
    expect(joinRoute(...parts)).toBe(route);
  });
});
