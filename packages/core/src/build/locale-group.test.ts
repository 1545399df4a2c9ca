import { describe, expect, it } from 'vitest';
import { bundleGroups } from './locale-group.ts';

const locale = (name: string, options: { url?: string; direction?: 'ltr' | 'rtl'; perLocale?: boolean } = {}) => ({
  name,
  ctx: {
    config: {
      url: options.url ?? 'https://example.com',
      i18n: { localeConfigs: { [name]: { direction: options.direction ?? 'ltr' } } },
      plugins: options.perLocale ? [{ name: 'x', bundlePerLocale: true }] : [{ name: 'docs' }],
    },
  },
});

const names = (groups: Array<Array<{ name: string }>>) => groups.map((group) => group.map(({ name }) => name));

describe('which locales share a bundle', () => {
  it.each([
    ['one locale', [locale('en')], [['en']]],
    ['one direction, one domain', [locale('en'), locale('fr'), locale('de')], [['en', 'fr', 'de']]],
    ['both directions together (the right-to-left ones name mirrored twins of the stylesheets)', [locale('en'), locale('ar', { direction: 'rtl' }), locale('fr'), locale('he', { direction: 'rtl' })], [['en', 'ar', 'fr', 'he']]],
    ['a locale on a domain of its own', [locale('en'), locale('de', { url: 'https://de.example.com' }), locale('fr')], [['en', 'fr'], ['de']]],
    ['two on another domain: each its own (the bundle is in the site folder)', [locale('en'), locale('de', { url: 'https://x.example' }), locale('nl', { url: 'https://x.example' })], [['en'], ['de'], ['nl']]],
    ['a plugin that bundles per locale', [locale('en', { perLocale: true }), locale('fr', { perLocale: true })], [['en'], ['fr']]],
  ])('%s', (_, locales, groups) => {
    expect(names(bundleGroups(locales as never, 'https://example.com'))).toEqual(groups);
  });
});
