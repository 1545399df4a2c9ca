/** Shared fixtures of the sidebars tests (packages/plugin-docs/src/sidebars/*.test.ts): two versions, docs, category maps. */
import path from 'node:path';
import type { FolioError } from '@folio/core';
import { createDoc, type DocFileInput } from '../src/docs.ts';
import { normalizeDocsOptions, type CategoryMetadata, type Doc, type Version } from '../src/options.ts';

export const SITE = path.resolve('/site');
export const SIDEBARS_FILE = path.join(SITE, 'sidebars.ts');

export const vLast: Version = {
  name: '1.0.0',
  label: '1.0.0',
  path: '/',
  contentPath: path.join(SITE, 'versioned_docs/version-1.0.0'),
  contentPathRelative: 'versioned_docs/version-1.0.0',
  isLast: true,
  banner: 'none',
  badge: true,
  noIndex: false,
  className: 'docs-version-1.0.0',
};
export const vCurrent: Version = { ...vLast, name: 'current', label: 'Next', path: '/next', contentPath: path.join(SITE, 'docs'), contentPathRelative: 'docs', isLast: false, banner: 'unreleased' };

export const options = normalizeDocsOptions({});

export function doc(relativePath: string, frontMatter: Record<string, unknown> = {}, file: Partial<DocFileInput> = {}, version: Version = vLast): Doc {
  return createDoc({ relativePath, frontMatter, source: path.join(version.contentPath, relativePath), ...file }, { version, options });
}

export const categories = (entries: Record<string, CategoryMetadata> = {}) => new Map(Object.entries(entries));

export function thrown(run: () => unknown): FolioError {
  try {
    run();
  } catch (error) {
    return error as FolioError;
  }
  throw new Error('expected an error, got none');
}
