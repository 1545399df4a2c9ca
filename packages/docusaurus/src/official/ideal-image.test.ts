import { describe, expect, it } from 'vitest';
import { bundlerHooksPlugin, translateBundlerHooks } from '../lifecycle/configure-webpack.ts';
import type { PluginInstance } from '../lifecycle/instantiate.ts';
import { disabledModule, fileNameOf, IMAGE_FILE, IMAGE_ISSUER, idealImageModule, idealImageOptions, locate, md4Hex, outputType, requestedSizes, widthsFor } from './ideal-image.ts';
import { rewriteImageRequires } from './ideal-image-vite.ts';

/** What an import of the module gives (its default export), evaluated. */
const evaluate = (code: string) => new Function(code.replace('export default', 'return'))() as { src: Record<string, any>; preSrc: string };

describe('ideal-image: the widths asked for (responsive-loader)', () => {
  it.each([
    [{}, [Number.MAX_SAFE_INTEGER]],
    [{ min: 100, max: 400 }, [100, 200, 300, 400]],
    [{ min: 16, max: 40, steps: 3 }, [16, 28, 40]],
    [{ min: 10, max: 21, steps: 3 }, [10, 16, 21]],
    [{ min: '50', max: '60', steps: '2' }, [50, 60]],
    [{ min: 30, max: 90, steps: 1 }, [30]],
    [{ size: 300 }, [300]],
    [{ sizes: [300, '600'] }, [300, 600]],
    [{ size: 200, sizes: [300] }, [200]],
    // A min without a max: the sizes.
    [{ min: 10, sizes: [300] }, [300]],
  ])('%o → %o', (raw, sizes) => {
    expect(requestedSizes(raw)).toEqual(sizes);
  });
});

describe('ideal-image: the widths made, capped at the original', () => {
  it.each([
    [[Number.MAX_SAFE_INTEGER], 60, [60]],
    [[16, 28, 40], 60, [16, 28, 40]],
    [[16, 28, 40], 24, [16, 24]],
    [[100, 200], 50, [50]],
  ])('%o of %i → %o', (sizes, original, widths) => {
    expect(widthsFor(sizes, original)).toEqual(widths);
  });
});

describe('ideal-image: options', () => {
  it('has the loader defaults, disableInDev on', () => {
    expect(idealImageOptions({ id: 'default' })).toMatchObject({ disableInDev: true, quality: 85, name: 'assets/ideal-img/[name].[hash:hex:7].[width].[ext]', placeholder: false, placeholderSize: 40, disable: false });
  });
  it.each([
    [{ quality: '70', disableInDev: false }, { quality: 70, disableInDev: false }],
    [{ format: 'webp', background: '#fff' }, { format: 'webp', background: '#fff' }],
    [{ placeholder: true, placeholderSize: 20 }, { placeholder: true, placeholderSize: 20 }],
  ])('%o', (raw, expected) => {
    expect(idealImageOptions(raw)).toMatchObject(expected);
  });
  it('refuses a format it cannot write', () => {
    expect(() => idealImageOptions({ format: 'gif' })).toThrow('format "gif" is not one of jpg, jpeg, png, webp, avif');
  });
});

describe('ideal-image: which files and importers the rule takes', () => {
  it.each([
    ['./a.png', true],
    ['./a.JPG', true],
    ['./a.jpeg', true],
    ['./a.gif', false],
    ['./a.svg', false],
    ['./a.png?url', false],
  ])('file %s: %s', (file, taken) => {
    expect(IMAGE_FILE.test(file)).toBe(taken);
  });
  it.each([
    ['/s/docs/a.mdx', true],
    ['/s/docs/a.md', true],
    ['/s/src/pages/index.tsx', true],
    ['/s/src/x.js', true],
    ['/s/src/css/custom.css', false],
    ['/s/src/a.module.scss', false],
  ])('importer %s: %s', (file, taken) => {
    expect(IMAGE_ISSUER.test(file)).toBe(taken);
  });
});

describe('ideal-image: output type and names', () => {
  it.each([
    ['/s/a.png', {}, { mime: 'image/png', ext: 'png' }],
    ['/s/a.JPEG', {}, { mime: 'image/jpeg', ext: 'jpg' }],
    ['/s/a.png', { format: 'jpeg' }, { mime: 'image/jpeg', ext: 'jpg' }],
    ['/s/a.jpg', { format: 'webp' }, { mime: 'image/webp', ext: 'webp' }],
    ['/s/a.gif', {}, undefined],
  ])('%s %o → %o', (file, options, type) => {
    expect(outputType(file, options)).toEqual(type);
  });

  const parts = { file: '/site/docs/img/lake.jpg', context: '/site', ext: 'jpg', hash: '0123456789abcdef', width: 40, height: 27 };
  it.each([
    ['assets/ideal-img/[name].[hash:hex:7].[width].[ext]', 'assets/ideal-img/lake.0123456.40.jpg'],
    ['[hash]-[width].[ext]', '0123456789abcdef-40.jpg'],
    ['img/[path][name]-[contenthash:8]-[width]x[height].[ext]', 'img/docs/img/lake-01234567-40x27.jpg'],
    ['[md4:hash:base64:4].[ext]', '0123.jpg'],
  ])('%s → %s', (template, name) => {
    expect(fileNameOf(template, parts)).toBe(name);
  });

  it.each([
    [{}, '/', { output: 'assets/ideal-img/a.png', url: '/assets/ideal-img/a.png' }],
    [{}, '/gallery/', { output: 'assets/ideal-img/a.png', url: '/gallery/assets/ideal-img/a.png' }],
    [{ outputPath: 'pics' }, '/b/', { output: 'pics/assets/ideal-img/a.png', url: '/b/pics/assets/ideal-img/a.png' }],
    [{ publicPath: 'https://cdn.example.com' }, '/b/', { output: 'assets/ideal-img/a.png', url: 'https://cdn.example.com/assets/ideal-img/a.png' }],
    [{ publicPath: (name: string) => `/x/${name}` }, '/', { output: 'assets/ideal-img/a.png', url: '/x/assets/ideal-img/a.png' }],
  ])('%o under %s', (options, base, expected) => {
    expect(locate('assets/ideal-img/a.png', options, base)).toEqual(expected);
  });
});

describe("ideal-image: MD4, loader-utils' hash of the file names", () => {
  /** `length` bytes of a fixed pattern, across MD4's padding boundaries (55, 56, 64 bytes). */
  const pattern = (length: number) => Uint8Array.from({ length }, (_, i) => (i * 7 + 3) & 255);
  it.each<[string, Uint8Array, string]>([
    // RFC 1320's test suite.
    ['""', new TextEncoder().encode(''), '31d6cfe0d16ae931b73c59d7e0c089c0'],
    ['"a"', new TextEncoder().encode('a'), 'bde52cb31de33e46245e05fbdbd6fb24'],
    ['"abc"', new TextEncoder().encode('abc'), 'a448017aaf21d8525fc10ae87aa6729d'],
    ['"message digest"', new TextEncoder().encode('message digest'), 'd9130a8164549fe818874806e1c7014b'],
    ['a-z', new TextEncoder().encode('abcdefghijklmnopqrstuvwxyz'), 'd79e1c308aa5bbcdeea8ed63df412da9'],
    ['A-Za-z0-9', new TextEncoder().encode('ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'), '043f8582f241db351ce627e153e7f0e4'],
    ['80 digits', new TextEncoder().encode('1234567890'.repeat(8)), 'e33b4ddc9c38f2199c3e7b164fcc0536'],
    // loader-utils 2.0.4's getHashDigest(bytes, 'md4', 'hex').
    ['55 bytes', pattern(55), '04d44dc3dbdcf7604f259009de6e352f'],
    ['56 bytes', pattern(56), 'cdbc435e37e7a468d04702cf9eba65bb'],
    ['64 bytes', pattern(64), '87733dbe6c3fc125ee30897c751bd9d6'],
    ['1000 bytes', pattern(1000), '9a27d966bf4984d8597862b1c33bfbba'],
  ])('%s', (_, data, digest) => {
    expect(md4Hex(data)).toBe(digest);
  });
});

describe('ideal-image: the module an import gives', () => {
  const images = [
    { url: '/g/a.1.16.png', width: 16, height: 11 },
    { url: '/g/a.2.28.png', width: 28, height: 19 },
  ];
  it('is { src, preSrc } with the responsive image, as @theme/IdealImage reads it', () => {
    const value = evaluate(idealImageModule(images, 'data:image/png;base64,AAAA'));
    expect(value.preSrc).toBe('data:image/png;base64,AAAA');
    expect({ ...value.src }).toEqual({
      srcSet: '/g/a.1.16.png 16w,/g/a.2.28.png 28w',
      images: [
        { path: '/g/a.1.16.png', width: 16, height: 11 },
        { path: '/g/a.2.28.png', width: 28, height: 19 },
      ],
      src: '/g/a.1.16.png',
      placeholder: undefined,
      width: 16,
      height: 11,
    });
    // toString from the prototype: left out of a spread and of JSON.
    expect(String(value.src)).toBe('/g/a.1.16.png');
    expect(Object.keys(value.src)).not.toContain('toString');
    expect('default' in value).toBe(false);
  });
  it('carries the loader placeholder when asked', () => {
    expect(evaluate(idealImageModule(images, 'data:x', 'data:image/png;base64,BB')).src.placeholder).toBe('data:image/png;base64,BB');
  });
  it('with `disable`: the original once, 100 by 100', () => {
    const value = evaluate(disabledModule('/g/a.png', 'data:y'));
    expect({ ...value.src }).toEqual({ srcSet: '/g/a.png', images: [{ path: '/g/a.png', width: 100, height: 100 }], src: '/g/a.png' });
    expect(value.preSrc).toBe('data:y');
  });
});

describe('ideal-image: require() of an image as a default import', () => {
  const resolves = async (specifier: string) => !specifier.includes('missing');
  it.each([
    ['const a = require("./a.png");', 'import __folio_ideal_image0 from "./a.png";\nconst a = __folio_ideal_image0;'],
    ['f(require("./a.png"), require(\'./a.png\'), require("./b.jpg"));', 'import __folio_ideal_image0 from "./a.png";\nimport __folio_ideal_image1 from "./b.jpg";\nf(__folio_ideal_image0, __folio_ideal_image0, __folio_ideal_image1);'],
    ['"use client";\nx(require("@site/static/img/c.jpeg"));', '"use client";\nimport __folio_ideal_image0 from "@site/static/img/c.jpeg";\nx(__folio_ideal_image0);'],
  ])('%s', async (code, expected) => {
    expect((await rewriteImageRequires(code, '/s/a.js', resolves))?.code).toBe(expected);
  });
  it.each([
    ['not an image', 'const a = require("./a.svg");'],
    ['a query', 'const a = require("./a.png?url");'],
    ['a statement', 'require("./a.png");'],
    ['a path built at run time', 'const a = require(`./img/${n}.png`);'],
    ['a path that does not resolve (compat/vite-require.ts says so)', 'const a = require("./missing.png");'],
    ['a local require', 'function f(require) { return require("./a.png"); }'],
    ['CommonJS', 'module.exports = require("./a.png");'],
  ])('leaves %s alone', async (_what, code) => {
    expect(await rewriteImageRequires(code, '/s/a.js', resolves)).toBeUndefined();
  });
});

describe('ideal-image: the seam in configure-webpack.ts', () => {
  const instance = (name: string): PluginInstance => ({
    name,
    id: 'default',
    options: { id: 'default', disableInDev: true },
    where: 'plugins[0]',
    dir: '/site',
    hooks: {
      name,
      configureWebpack: () => ({ module: { rules: [{ test: /\.(?:png|jpe?g)$/i, use: ['lqip-loader'] }] } }),
    },
  });
  it('runs and notices nothing of the ideal-image plugin configureWebpack', () => {
    expect(translateBundlerHooks(instance('docusaurus-plugin-ideal-image'), undefined, '/site', '/gen').notices).toEqual([]);
    // Another plugin with the same rule is noticed.
    expect(translateBundlerHooks(instance('other'), undefined, '/site', '/gen').notices).toHaveLength(1);
  });
  it('gives its native Vite plugin instead', () => {
    expect(bundlerHooksPlugin(instance('docusaurus-plugin-ideal-image'), () => undefined, '/site', '/gen').name).toBe('folio:docusaurus-ideal-image');
    expect(bundlerHooksPlugin(instance('other'), () => undefined, '/site', '/gen').name).toBe('folio:docusaurus-bundler-hooks:other:default');
  });
  it('names the config entry when the options are refused', () => {
    const bad = { ...instance('docusaurus-plugin-ideal-image'), options: { format: 'gif' } };
    expect(() => bundlerHooksPlugin(bad, () => undefined, '/site', '/gen')).toThrow('`plugins[0]` (docusaurus-plugin-ideal-image): format "gif"');
  });
});
