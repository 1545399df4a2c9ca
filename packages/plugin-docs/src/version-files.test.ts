/**
 * Where each docs instance keeps its versions, and the command that cuts one, checked against
 * Docusaurus's rule (plugin-content-docs lib/versions/files.js and extendCli): the default
 * instance has the plain names, any other id prefixes them with `<id>_`; the command is
 * `docs:version`, or `docs:version:<id>`.
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { normalizeDocsOptions } from './options.ts';
import { pluginIdProblem, versionCommand, versionedDocsDir, versionedSidebarFile, versionFiles, versionsFilePath } from './version-files.ts';

const SITE = path.resolve('/site');

describe('versionFiles', () => {
  it.each<[string, string, string, string]>([
    ['default', 'versions.json', 'versioned_docs', 'versioned_sidebars'],
    ['community', 'community_versions.json', 'community_versioned_docs', 'community_versioned_sidebars'],
    ['other', 'other_versions.json', 'other_versioned_docs', 'other_versioned_sidebars'],
    ['api-v2', 'api-v2_versions.json', 'api-v2_versioned_docs', 'api-v2_versioned_sidebars'],
    ['my_docs', 'my_docs_versions.json', 'my_docs_versioned_docs', 'my_docs_versioned_sidebars'],
    // Only the exact id `default` is the default instance.
    ['Default', 'Default_versions.json', 'Default_versioned_docs', 'Default_versioned_sidebars'],
    ['docs', 'docs_versions.json', 'docs_versioned_docs', 'docs_versioned_sidebars'],
  ])('id %j: %s, %s/, %s/', (id, versionsFile, docsDir, sidebarsDir) => {
    expect(versionFiles(id)).toEqual({ versionsFile, docsDir, sidebarsDir });
  });
});

describe('the paths of a version', () => {
  it.each<[string, string, string, string, string]>([
    ['default', '1.0.0', 'versions.json', 'versioned_docs/version-1.0.0', 'versioned_sidebars/version-1.0.0-sidebars.json'],
    ['community', '2.0', 'community_versions.json', 'community_versioned_docs/version-2.0', 'community_versioned_sidebars/version-2.0-sidebars.json'],
    ['other', 'v1 beta', 'other_versions.json', 'other_versioned_docs/version-v1 beta', 'other_versioned_sidebars/version-v1 beta-sidebars.json'],
  ])('id %j, version %j', (id, name, versionsFile, docsDir, sidebarFile) => {
    expect(versionsFilePath(SITE, id)).toBe(path.join(SITE, versionsFile));
    expect(versionedDocsDir(SITE, id, name)).toBe(path.join(SITE, docsDir));
    expect(versionedSidebarFile(SITE, id, name)).toBe(path.join(SITE, sidebarFile));
  });
});

describe('versionCommand', () => {
  it.each([
    ['default', 'docs:version'],
    ['community', 'docs:version:community'],
    ['api-v2', 'docs:version:api-v2'],
    ['Default', 'docs:version:Default'],
  ])('id %j: %s', (id, command) => {
    expect(versionCommand(id)).toBe(command);
  });
});

describe('pluginIdProblem', () => {
  it.each(['default', 'community', 'api-v2', 'my_docs', 'V2', '2024'])('accepts %j', (id) => {
    expect(pluginIdProblem(id)).toBeUndefined();
  });

  // Each would put the versions files elsewhere than the site root, or break the command.
  it.each(['', '../x', 'a/b', 'a\\b', 'a b', 'a.b', 'a:b', 'ünï', 'x\n'])('refuses %j', (id) => {
    expect(pluginIdProblem(id)).toBe(
      `the id "${id}" may hold only ASCII letters, digits, underscores and dashes (it names the instance's versions files, such as "<id>_versions.json")`,
    );
  });

  it('is checked with the docs plugin options', () => {
    expect(() => normalizeDocsOptions({ id: '../community' })).toThrow(
      'docs plugin options: `id`: the id "../community" may hold only ASCII letters, digits, underscores and dashes',
    );
    expect(normalizeDocsOptions({ id: 'community' }).id).toBe('community');
    expect(normalizeDocsOptions({}).id).toBe('default');
  });
});
