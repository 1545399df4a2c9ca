/** The docs options Docusaurus and Folio share by name: the tags options are passed on, not noticed. */
import { describe, expect, it } from 'vitest';
import { mapDocsOptions } from './map-docs.ts';

describe('mapDocsOptions: tags', () => {
  it.each([
    [{ tags: 'labels.yml' }, { tags: 'labels.yml' }],
    [{ tags: false }, { tags: false }],
    [{ tags: null }, { tags: null }],
    [{ tagsBasePath: 'topics' }, { tagsBasePath: 'topics' }],
    [{ onInlineTags: 'throw' }, { onInlineTags: 'throw' }],
  ])('%j', (given, expected) => {
    const notices: string[] = [];
    expect(mapDocsOptions(given, 'presets[0].docs', '/site', notices).options).toEqual({ ...expected, i18nFolder: 'docusaurus-plugin-content-docs' });
    expect(notices).toEqual([]);
  });
});
