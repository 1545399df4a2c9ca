import { describe, expect, it } from 'vitest';
import { docsThemeOptions } from './docs-options';

describe('docsThemeOptions', () => {
  it.each<[string, Record<string, unknown>, ReturnType<typeof docsThemeOptions>]>([
    ['nothing set: Docusaurus defaults', {}, { hideable: false, autoCollapseCategories: false, versionPersistence: 'localStorage' }],
    [
      'every key set',
      { docs: { versionPersistence: 'none', sidebar: { hideable: true, autoCollapseCategories: true } } },
      { hideable: true, autoCollapseCategories: true, versionPersistence: 'none' },
    ],
    ['values of another type count as unset', { docs: { versionPersistence: 'session', sidebar: { hideable: 'yes' } } }, { hideable: false, autoCollapseCategories: false, versionPersistence: 'localStorage' }],
    ['docs not an object', { docs: true }, { hideable: false, autoCollapseCategories: false, versionPersistence: 'localStorage' }],
  ])('%s', (_name, themeConfig, expected) => {
    expect(docsThemeOptions(themeConfig)).toEqual(expected);
  });
});
