import { describe, expect, it } from 'vitest';
import { resolveConfigExport, validateConfig } from './config.ts';
import { findKeyPosition, formatKeyPath } from './config-errors.ts';
import { formatError, type FolioError } from '../errors.ts';

const base = { title: 'Docs', url: 'https://docs.example.com' };

function errorOf(input: unknown, source?: string): FolioError {
  try {
    validateConfig(input, '/site/site.config.ts', source);
  } catch (error) {
    return error as FolioError;
  }
  throw new Error('expected the config to be refused');
}

describe('validateConfig', () => {
  it('fills Docusaurus-like defaults', () => {
    const config = validateConfig(base, '/site/site.config.ts');
    expect(config).toMatchObject({
      baseUrl: '/',
      trailingSlash: undefined,
      noIndex: false,
      titleDelimiter: '|',
      onBrokenLinks: 'throw',
      onBrokenMarkdownLinks: 'warn',
      onBrokenAnchors: 'warn',
      i18n: { defaultLocale: 'en', locales: ['en'], currentLocale: 'en', path: 'i18n', localeConfigs: { en: { htmlLang: 'en', direction: 'ltr', label: 'English', calendar: 'gregory', path: 'en', baseUrl: '/', translate: false } } },
      markdown: { format: 'mdx', toc: { minHeadingLevel: 2, maxHeadingLevel: 3 } },
      theme: '@folio/theme',
      outDir: 'build',
      staticDirectories: ['static'],
    });
  });

  it.each([
    [{ baseUrl: '/docs' }, { baseUrl: '/docs/' }],
    [{ baseUrl: 'docs' }, { baseUrl: '/docs/' }],
    [{ baseUrl: '' }, { baseUrl: '/' }],
    [{ url: 'https://x.dev/' }, { url: 'https://x.dev' }],
    [{ url: 'HTTPS://X.dev:443' }, { url: 'https://x.dev' }],
    [{ trailingSlash: false }, { trailingSlash: false }],
  ])('normalises %j', (input, expected) => {
    expect(validateConfig({ ...base, ...input }, 'f')).toMatchObject(expected);
  });

  it.each([
    [{ ...base, title: 42 }, '`title`: expected string, received number 42'],
    [{ url: 'x' }, '`title`: expected string, received nothing (the key is required)'],
    [{ ...base, titel: 'x' }, '`titel` is not a known key'],
    [{ ...base, themeConfg: {} }, 'did you mean `themeConfig`?'],
    [{ ...base, i18n: { defaultLocale: 'en', locales: 'en' } }, '`i18n.locales`: expected array, received string "en"'],
    [{ ...base, onBrokenLinks: 'explode' }, '`onBrokenLinks`'],
    [{ ...base, baseUrl: '/../../x/' }, '`baseUrl`: must be a path such as \'/\' or \'/docs/\'; it has a ".." segment'],
    [{ ...base, baseUrl: '//evil.example/' }, '`baseUrl`: must be a path such as \'/\' or \'/docs/\'; it has an empty segment ("//")'],
    [{ ...base, baseUrl: '/a\\b/' }, '`baseUrl`: must be a path such as \'/\' or \'/docs/\'; it contains a backslash'],
    [{ ...base, baseUrl: 42 }, '`baseUrl`: expected string, received number 42'],
    [{ ...base, url: 'not a url' }, '`url`: must be an absolute http(s) URL'],
    [{ ...base, url: 'javascript:alert(1)' }, '`url`: must be an http(s) URL such as https://docs.example.com, not a "javascript:" URL'],
    [{ ...base, url: 'https://x.dev/docs/' }, '`url`: must not contain a path like "/docs/"; put the path in `baseUrl`'],
    [{ ...base, url: '/relative' }, '`url`: must be an absolute URL with a host'],
    [{ ...base, plugins: [{ name: 'x', load: 3 }] }, '`plugins[0].load`: expected a function'],
    [{ ...base, i18n: { defaultLocale: 'en', locales: ['en'], localeConfigs: { en: { direction: 'up' } } } }, '`i18n.localeConfigs.en.direction`'],
  ])('refuses %j', (input, message) => {
    const error = errorOf(input);
    expect(error.message).toContain(message);
    expect(error.file).toBe('/site/site.config.ts');
  });

  it.each([
    [{}, 'throw'],
    [{ onBrokenLinks: 'warn' }, 'warn'],
    [{ onBrokenLinks: 'throw', onBrokenConfigFiles: 'warn' }, 'warn'],
    [{ onBrokenLinks: 'warn', onBrokenConfigFiles: 'ignore' }, 'ignore'],
  ] as const)('onBrokenConfigFiles of %j is %s (as onBrokenLinks unless set)', (input, expected) => {
    expect(validateConfig({ ...base, ...input }, 'f').onBrokenConfigFiles).toBe(expected);
  });

  it('refuses two plugins with one name', () => {
    expect(errorOf({ ...base, plugins: [{ name: 'a' }, { name: 'a' }] }).message).toContain('two plugins are named "a"');
  });

  it('points at the line of the offending key when it can', () => {
    const source = "export default defineConfig({\n  title: 'Docs',\n  url: 'https://x.dev',\n  titel: 'oops',\n});\n";
    const error = errorOf({ ...base, titel: 'oops' }, source);
    expect(error.line).toBe(4);
    expect(formatError(error)).toContain('/site/site.config.ts:4:3 - invalid config: `titel` is not a known key (did you mean `title`?)');
    expect(formatError(error)).toContain("> 4 |   titel: 'oops',");
  });

  it('refuses a config that is not an object, saying what it got', () => {
    expect(errorOf(undefined).message).toContain('export default defineConfig');
    expect(errorOf(undefined).message).toContain('it gave nothing');
    expect(errorOf(42).message).toContain('it gave a number');
  });

  it('points a bad `url` at its line in the source', () => {
    const source = "export default {\n  title: 'Docs',\n  url: 'javascript:alert(1)',\n};\n";
    const error = errorOf({ title: 'Docs', url: 'javascript:alert(1)' }, source);
    expect([error.line, error.column]).toEqual([3, 3]);
    expect(formatError(error)).toContain("/site/site.config.ts:3:3 - invalid config: `url`: must be an http(s) URL");
  });
});

describe('resolveConfigExport', () => {
  const config = { title: 'Docs' };
  it.each([
    ['an object', config],
    ['a function', () => config],
    ['an async function', async () => config],
    ['a promise', Promise.resolve(config)],
    ['a function returning a promise', () => Promise.resolve(config)],
  ])('takes %s', async (_, exported) => {
    expect(await resolveConfigExport(exported, 'site.config.ts')).toBe(config);
  });

  it('passes on what the function or promise throws', async () => {
    await expect(resolveConfigExport(async () => Promise.reject(new Error('no')), 'site.config.ts')).rejects.toThrow('no');
    await expect(resolveConfigExport(() => { throw new Error('sync no'); }, 'site.config.ts')).rejects.toThrow('sync no');
  });
});

describe('formatKeyPath', () => {
  it.each([
    [['a'], 'a'],
    [['a', 'b', 0, 'c'], 'a.b[0].c'],
    [[], '(root)'],
  ] as const)('%j → %s', (keys, expected) => expect(formatKeyPath(keys)).toBe(expected));
});

describe('findKeyPosition', () => {
  it.each([
    ['{ title: 1 }', 'title', { line: 1, column: 3 }],
    ['{\n  "url": 1 }', 'url', { line: 2, column: 3 }],
    ['{ subtitle: 1 }', 'title', undefined],
  ])('%j / %s', (source, key, expected) => expect(findKeyPosition(source, key)).toEqual(expected));
});
