import { describe, expect, it } from 'vitest';
import type { Plugin as VitePlugin } from 'vite';
import { pureLoad } from '../plugin-api.ts';
import { BundleRecorder, configShape, fileOfModule, hashLoad, loadsAgree, type LoadRecord } from './bundle-inputs.ts';

describe('fileOfModule', () => {
  it.each([
    ['/site/src/a.tsx', '/site/src/a.tsx'],
    ['/site/docs/a.mdx?truncated=true', '/site/docs/a.mdx'],
    ['/site/img/a.svg#icon', '/site/img/a.svg'],
    ['\0virtual:folio/site', undefined],
    ['virtual:folio/routes', undefined],
    ['@theme/Layout', undefined],
  ])('%s → %s', (id, file) => {
    expect(fileOfModule(id)).toBe(file);
  });
});

describe('configShape', () => {
  it('leaves out the plugins, the logger and the folder written, and writes functions and patterns as text', () => {
    const shape = (outDir: string, title: string) =>
      configShape({ base: '/', plugins: [{ name: title }], customLogger: { warn: () => title } as never, build: { outDir, minify: false, rolldownOptions: { onLog: () => 1 } }, resolve: { alias: [{ find: /^x$/, replacement: '/y' }] } });
    expect(shape('/site/build.tmp-1', 'a')).toBe(shape('/site/build.tmp-2', 'b'));
    expect(shape('/a', 'a')).toContain('re:/^x$/');
    expect(shape('/a', 'a')).toContain('fn:() => 1');
    expect(configShape({ base: '/docs/' })).not.toBe(configShape({ base: '/' }));
  });
});

describe('hashLoad', () => {
  it.each([
    ['export default 1', 'export default 1', true],
    ['export default 1', 'export default 2', false],
    [{ code: 'x', moduleType: 'js' }, { code: 'x', moduleType: 'js', map: { mappings: 'AAAA' } }, true],
    [{ code: 'x', moduleType: 'js' }, { code: 'x', moduleType: 'css' }, false],
  ] as const)('%j against %j: same %s', (a, b, same) => {
    expect(hashLoad(a) === hashLoad(b)).toBe(same);
  });
});

/** A plugin (marked PURE_LOAD) serving one virtual module whose code is whatever `code()` says now. */
function virtualPlugin(name: string, code: () => string, context?: (self: any) => void): VitePlugin {
  return pureLoad({
    name,
    load: {
      filter: { id: /^\0virtual:/ },
      handler(this: any, id: string) {
        context?.(this);
        return id === '\0virtual:data' ? code() : null;
      },
    },
  });
}

async function recorded(plugins: VitePlugin[], ids: string[]): Promise<{ recorder: BundleRecorder; wrapped: VitePlugin[] }> {
  const recorder = new BundleRecorder();
  const wrapped = recorder.plugins('client', plugins);
  for (const id of ids) {
    for (const plugin of wrapped) {
      const hook = plugin.load as ((id: string, options?: unknown) => unknown) | { handler?: (id: string, options?: unknown) => unknown } | undefined;
      const handler = typeof hook === 'function' ? hook : hook?.handler;
      if (handler) await handler.call({}, id, {});
    }
  }
  return { recorder, wrapped };
}

describe('BundleRecorder and loadsAgree', () => {
  it('records the modules plugins make from no file, and checks them against the plugins of the next build', async () => {
    let data = 'export default 1';
    const plugins = [virtualPlugin('data', () => data)];
    const { recorder, wrapped } = await recorded(plugins, ['\0virtual:data', '/site/src/a.ts']);
    expect(wrapped.map((plugin) => plugin.name)).toEqual(['data', 'folio:bundle-memo']);
    expect((wrapped[0]!.load as { filter: unknown }).filter).toEqual({ id: /^\0virtual:/ });
    expect(recorder.loads.map(([build, index, name, id]) => [build, index, name, id])).toEqual([['client', 0, 'data', '\0virtual:data']]);
    expect(await loadsAgree(recorder.loads, { client: plugins, server: [] })).toBe(true);
    data = 'export default 2';
    expect(await loadsAgree(recorder.loads, { client: plugins, server: [] })).toBe(false);
  });

  it('does not keep bundles that read a module an unmarked plugin made from no file', async () => {
    const { recorder } = await recorded([{ name: 'images', load: (id: string) => (id.startsWith('\0') ? 'export default "x.png"' : null) }], ['/site/a.png', '\0image:a.png']);
    expect(recorder.loads).toEqual([]);
    expect(recorder.unusable).toBe('images made \0image:a.png, and says nothing of what it is made from');
  });

  it.each([
    ['a plugin of another name at that place', [virtualPlugin('other', () => 'export default 1')]],
    ['no plugin at that place', []],
    ['a load hook that asks its context to resolve', [virtualPlugin('data', () => 'export default 1', (self) => self.resolve('x'))]],
    ['a load hook that throws', [virtualPlugin('data', () => { throw new Error('gone'); })]],
  ])('does not agree with %s', async (_what, plugins) => {
    const record: LoadRecord = ['client', 0, 'data', '\0virtual:data', false, hashLoad('export default 1')];
    expect(await loadsAgree([record], { client: plugins, server: [] })).toBe(false);
  });

  it('keeps what a plugin made by a class has on its prototype, and marks plugins that are not one object', () => {
    class Plugin {
      name = 'classy';
      api = { answer: 42 };
      load(id: string) {
        return id === '\0virtual:x' ? this.api.answer.toString() : null;
      }
    }
    const recorder = new BundleRecorder();
    const [wrapped] = recorder.plugins('server', [new Plugin()]) as Array<VitePlugin & { api: { answer: number } }>;
    expect(wrapped!.api.answer).toBe(42);
    expect(recorder.unusable).toBeUndefined();
    recorder.plugins('client', [[virtualPlugin('nested', () => '')]]);
    expect(recorder.unusable).toBe('a Vite plugin that is not one object');
  });
});
