/**
 * Bad specs with the real CLI: each build exits 1 and names the file with the line and column
 * (syntax errors) or the JSON pointer (everything else), whichever version's spec is wrong.
 */
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { copySite, describeRun, FIXTURES, readText, removeTempDirs, replaceIn, runFolio, writeText } from '../../core/test/helpers.ts';

afterAll(() => removeTempDirs());

const SPEC = 'openapi/karakeep-openapi-spec.json';
const OLD_SPEC = 'versioned_openapi/version-v0.26.0.json';

/** The expected pieces of stderr: the location (file:line:column or file#pointer), then the message. */
type Case = [name: string, edit: (site: string) => void, expected: (site: string) => string[]];

const cases: Case[] = [
  [
    'invalid JSON',
    (site) => replaceIn(site, SPEC, '"title": "Karakeep API",', '"title": "Karakeep API",,'),
    (site) => [`${path.join(site, SPEC)}:4:29 - `, `invalid JSON: expected a property name in double quotes`, '> 4 |     "title": "Karakeep API",,'],
  ],
  [
    'a Swagger 2 document',
    (site) => replaceIn(site, SPEC, '"openapi": "3.1.0"', '"swagger": "2.0"'),
    (site) => [`${path.join(site, SPEC)}#/swagger - `, `this is a Swagger 2.0 document; Folio reads OpenAPI 3.0 and 3.1`],
  ],
  [
    'a $ref that does not resolve',
    (site) => replaceIn(site, SPEC, '"allOf": [\n                  { "$ref": "#/components/schemas/BookmarkBase" },', '"allOf": [\n                  { "$ref": "#/components/schemas/BookmarkBse" },'),
    (site) => [`${path.join(site, SPEC)}#/paths/~1bookmarks/post/requestBody/content/application~1json/schema/allOf/0/$ref - `, `$ref "#/components/schemas/BookmarkBse" does not resolve`],
  ],
  [
    'a $ref into a sibling file that does not resolve',
    (site) => replaceIn(site, 'openapi/schemas/highlight.json', '"$ref": "#/$defs/Color"', '"$ref": "#/$defs/Colour"'),
    (site) => [`${path.join(site, 'openapi/schemas/highlight.json')}#/properties/color/$ref - `, `$ref "#/$defs/Colour" does not resolve`],
  ],
  [
    'two operations with the same page name',
    (site) => replaceIn(site, SPEC, '"summary": "Get a single bookmark"', '"summary": "Get all bookmarks"'),
    (site) => [
      `${path.join(site, SPEC)}#/paths/~1bookmarks~1{bookmarkId}/get/summary - `, `two operations have the page name "get-all-bookmarks": GET /bookmarks (#/paths/~1bookmarks/get) and GET /bookmarks/{bookmarkId}`,
      'hint: give one of them another summary',
    ],
  ],
  [
    'an operation named like the changelog',
    (site) => replaceIn(site, SPEC, '"summary": "Delete a bookmark"', '"summary": "Changelog"'),
    (site) => [`${path.join(site, SPEC)}#/paths/~1bookmarks~1{bookmarkId}/delete/summary - `, `the operation DELETE /bookmarks/{bookmarkId} would be published as "changelog"`],
  ],
  [
    'a missing spec',
    (site) => replaceIn(site, 'site.config.ts', "spec: 'openapi/karakeep-openapi-spec.json'", "spec: 'openapi/missing.json'"),
    (site) => [`${path.join(site, 'openapi/missing.json')} - `, `the OpenAPI spec does not exist`],
  ],
  [
    "an older version's snapshot",
    (site) => replaceIn(site, OLD_SPEC, '"$ref": "#/components/schemas/Bookmark" } } } } }\n      },\n      "patch"', '"$ref": "#/components/schemas/Bookmrk" } } } } }\n      },\n      "patch"'),
    (site) => [`${path.join(site, OLD_SPEC)}#/paths/~1bookmarks~1{bookmarkId}/get/responses/200/content/application~1json/schema/$ref - `, `$ref "#/components/schemas/Bookmrk" does not resolve`],
  ],
  [
    'a folder name the docs plugin would change',
    (site) => replaceIn(site, 'site.config.ts', "? 'api' : 'API'", "? 'api' : '01-API'"),
    () => ['openapi plugin options: `folder` for version "v0.26.0" must be a folder name such as "api" (letters first), got "01-API"'],
  ],
  [
    'an unknown option',
    (site) => replaceIn(site, 'site.config.ts', "spec: 'openapi/karakeep-openapi-spec.json',", "spec: 'openapi/karakeep-openapi-spec.json', specs: [],"),
    () => ['openapi plugin options: `specs` is not an option'],
  ],
];

describe('bad input', () => {
  it.each(cases)('%s: exit 1, the file and where', async (_name, edit, expected) => {
    const site = copySite(path.join(FIXTURES, 'openapi'), 'openapi-bad');
    edit(site);
    const result = await runFolio(['build', site]);
    expect(result.code, describeRun(result)).toBe(1);
    for (const line of expected(site)) expect(result.stderr).toContain(line);
    expect(result.stderr).not.toMatch(/^\s+at /m); // no stack trace
  });

  it('a recursive schema builds (a cycle through properties is not an error)', async () => {
    const site = copySite(path.join(FIXTURES, 'openapi'), 'openapi-cycle');
    const spec = JSON.parse(readText(site, SPEC));
    spec.components.schemas.Error.properties.cause = { $ref: '#/components/schemas/Error' };
    writeText(site, SPEC, JSON.stringify(spec));
    const result = await runFolio(['build', site], { timeoutMs: 120_000 });
    expect(result.code, describeRun(result)).toBe(0);
  });
});
