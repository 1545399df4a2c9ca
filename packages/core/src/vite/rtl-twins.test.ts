import { describe, expect, it } from 'vitest';
import { cssTwinsOf, lightningTargets, rtlTwins, splitTwins, twinFileName, withTwin, RTL_TWINS_PLUGIN } from './rtl-twins.ts';

describe('twinFileName', () => {
  it.each([
    ['assets/Layout-CrTaeKmu.css', 'assets/Layout-CrTaeKmu.rtl.css'],
    ['assets/a.css.css', 'assets/a.css.rtl.css'],
    ['style.css', 'style.rtl.css'],
  ])('%s → %s', (file, twin) => {
    expect(twinFileName(file)).toBe(twin);
  });
});

describe('splitTwins', () => {
  it.each([
    ['one stylesheet', withTwin('.a{margin-left:1px}', '.a{margin-right:1px}'), '.a{margin-left:1px}', '.a{margin-right:1px}'],
    ['two joined, as Vite joins a chunk\'s', withTwin('.a{left:0}', '.a{right:0}') + withTwin('.b{float:left}', '.b{float:right}'), '.a{left:0}.b{float:left}', '.a{right:0}.b{float:right}'],
    ['an @import Vite hoisted out of a stylesheet, and its marker, on both sides', `@import url(https://f.example/x.css);${withTwin('.a{left:0}', '.a{right:0}')}/*$vite$:1*/`, '@import url(https://f.example/x.css);.a{left:0}/*$vite$:1*/', '@import url(https://f.example/x.css);.a{right:0}/*$vite$:1*/'],
    ['CSS without twins (an asset of another origin)', '.x{color:red}', '.x{color:red}', '.x{color:red}'],
    ['an empty side', withTwin('', ''), '', ''],
  ])('%s', (_, css, ltr, rtl) => {
    expect(splitTwins(css)).toEqual({ ltr, rtl });
  });
});

describe('lightningTargets', () => {
  it.each([
    ['Vite\'s default (baseline widely available)', ['chrome111', 'edge111', 'firefox114', 'safari16.4', 'ios16.4'], { chrome: 111 << 16, edge: 111 << 16, firefox: 114 << 16, safari: (16 << 16) | (4 << 8), ios_saf: (16 << 16) | (4 << 8) }],
    ['the lowest version of a browser named twice', ['chrome100', 'chrome90'], { chrome: 90 << 16 }],
    ['one string', 'firefox78', { firefox: 78 << 16 }],
    ['no browser named', ['es2020', 'esnext', 'node18'], undefined],
    ['none', undefined, undefined],
    ['false', false, undefined],
  ] as const)('%s', (_, target, expected) => {
    expect(lightningTargets(target as never)).toEqual(expected);
  });
});

type Hook = { handler: (...args: unknown[]) => unknown };
const context = (consumer: 'client' | 'server', warnings: string[] = []) => ({ environment: { config: { consumer } }, warn: (message: string) => warnings.push(message) });

describe('rtlTwins', () => {
  it('gives each stylesheet the client compiles its mirrored side, RTLCSS\'s directives obeyed, without a second @import', () => {
    const { tail } = rtlTwins();
    const transform = (tail.transform as Hook).handler;
    const out = transform.call(context('client'), '@import url(https://f.example/x.css);.a{margin-left:1px}.b{/*rtl:ignore*/left:0}/*rtl:raw: .c{direction:ltr} */', '/site/src/css/custom.css') as { code: string };
    expect(splitTwins(out.code)).toEqual({
      ltr: '@import url(https://f.example/x.css);.a{margin-left:1px}.b{/*rtl:ignore*/left:0}/*rtl:raw: .c{direction:ltr} */',
      rtl: '.a{margin-right:1px}.b{left:0}.c{direction:ltr}',
    });
  });

  it('leaves the server\'s stylesheets, files that are not compiled stylesheets and stylesheets imported as strings alone', () => {
    const { tail } = rtlTwins();
    const transform = (tail.transform as Hook).handler;
    expect(transform.call(context('server'), '.a{left:0}', '/site/a.css')).toBeNull();
    expect(transform.call(context('client'), '.a{left:0}', '/site/a.css?url')).toBeNull();
    expect(transform.call(context('client'), '.a{left:0}', '/site/a.css?inline')).toBeNull();
  });

  it('turns Vite\'s CSS minification off, names stylesheets in scripts by the page\'s direction, and is found by name', () => {
    const { head } = rtlTwins();
    const config = (head.config as (config: object) => { build: object; experimental: { renderBuiltUrl: (file: string, how: { hostType: string }) => unknown } })({});
    expect(config.build).toEqual({ cssMinify: false });
    (head.configResolved as (config: { base: string }) => void)({ base: '/docs/' });
    expect(config.experimental.renderBuiltUrl('assets/a-1.css', { hostType: 'js' })).toEqual({ runtime: '(document.documentElement.dir==="rtl"?"/docs/assets/a-1.rtl.css":"/docs/assets/a-1.css")' });
    expect(config.experimental.renderBuiltUrl('assets/a-1.js', { hostType: 'js' })).toBeUndefined();
    expect(config.experimental.renderBuiltUrl('assets/a-1.css', { hostType: 'css' })).toBeUndefined();
    expect(cssTwinsOf({ plugins: [{ name: 'x' }, head] as never })).toBe(head.api);
    expect(cssTwinsOf({ plugins: [{ name: 'x' }] as never })).toBeUndefined();
    expect(head.name).toBe(RTL_TWINS_PLUGIN);
  });

  it('splits each CSS file of the bundle; a minifier takes the mirrored side and names the twin after the final name; the rest are minified and written at the end', () => {
    const { head, tail, pairs } = rtlTwins();
    (head.config as (config: object) => unknown)({});
    const asset = (fileName: string, source: string) => ({ type: 'asset', fileName, source });
    const bundle: Record<string, { type: string; fileName: string; source: string }> = {
      'assets/a-1.css': asset('assets/a-1.css', withTwin('.a{margin-left:1px}', '.a{margin-right:1px}')),
      'assets/b-2.css': asset('assets/b-2.css', withTwin('.b {\n  float: left;\n}', '.b {\n  float: right;\n}')),
      'assets/x.js': asset('assets/x.js', 'x'),
    };
    (head.generateBundle as Hook).handler.call({}, {}, bundle);
    expect(bundle['assets/a-1.css']!.source).toBe('.a{margin-left:1px}');
    // A minifier (the Docusaurus adapter's) takes a-1's and renames it.
    const twins = head.api as ReturnType<typeof cssTwinsOf> & object;
    expect(twins.take('assets/a-1.css')).toBe('.a{margin-right:1px}');
    expect(twins.take('assets/a-1.css')).toBeUndefined();
    expect(twins.twinOf('assets/a-9.css')).toBe('assets/a-9.rtl.css');
    const emitted: Array<{ fileName: string; source: string }> = [];
    const config = { consumer: 'client', css: {}, build: { cssTarget: ['chrome111'] } };
    (tail.generateBundle as Hook).handler.call({ environment: { config }, emitFile: (file: { fileName: string; source: string }) => emitted.push(file) }, {}, bundle);
    expect(bundle['assets/b-2.css']!.source).toBe('.b{float:left}\n');
    expect(emitted).toEqual([{ type: 'asset', fileName: 'assets/b-2.rtl.css', source: '.b{float:right}\n' }]);
    expect([...pairs]).toEqual([['assets/a-9.css', 'assets/a-9.rtl.css'], ['assets/b-2.css', 'assets/b-2.rtl.css']]);
  });
});
