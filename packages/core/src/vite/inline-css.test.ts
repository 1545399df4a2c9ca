import { describe, expect, it } from 'vitest';
import { inlineCssModule, inlineCssPlugins } from './inline-css.ts';

type Hook = { handler: (this: unknown, code: string, id: string) => unknown };
const env = { environment: { config: { css: {}, build: { cssTarget: ['chrome111'] } } } };

/** What a build's two plugins make of the stylesheet `id` whose compiled CSS is `css`, Vite's module in between being `made`. */
function run(twins: boolean, id: string, css: string, made = `export default ${JSON.stringify(css)}`) {
  const { capture, emit } = inlineCssPlugins(twins);
  (capture.transform as Hook).handler.call(env, css, id);
  return (emit.transform as Hook).handler.call(env, made, id) as { code: string; moduleSideEffects: boolean } | null;
}

/** The value the module gives, evaluated where `dir` is the document's direction, or on the server with the locale `locale`. */
function valueOf(code: string, where: { dir?: string; locale?: string }): string {
  const body = code.replace('export default', 'return');
  const document = where.dir === undefined ? undefined : { documentElement: { dir: where.dir } };
  const site = { i18n: { currentLocale: where.locale, localeConfigs: { en: { direction: 'ltr' }, ar: { direction: 'rtl' } } } };
  const global = globalThis as Record<string, unknown>;
  const saved = global.__folioLocale;
  global.__folioLocale = where.locale === undefined ? undefined : { site };
  try {
    return new Function('document', body)(document) as string;
  } finally {
    global.__folioLocale = saved;
  }
}

describe('inlineCssPlugins', () => {
  const css = '.a {\n  margin-left: 1px;\n  /*rtl:ignore*/\n  padding-left: 2px;\n}\n';

  it('gives the compiled CSS minified, whatever Vite made of it (a build minifying its CSS or not)', () => {
    const out = run(false, '/site/a.css?inline', css);
    expect(out?.moduleSideEffects).toBe(false);
    expect(out?.code).toBe(inlineCssModule('.a{margin-left:1px;padding-left:2px}'));
    expect(run(false, '/site/a.css?inline', css, 'export default ".a{margin-left:1px;padding-left:2px}"')?.code).toBe(out?.code);
  });

  it('keeps CSS Lightning CSS cannot parse as written', () => {
    expect(run(false, '/site/a.css?inline', '@media ((( {.a{color:red}}')?.code).toBe(inlineCssModule('@media ((( {.a{color:red}}'));
  });

  it('in a bundle of both directions, gives the side of the page: the document\'s direction in a browser, the locale\'s on the server', () => {
    const { code } = run(true, '/site/a.css?inline', css)!;
    const ltr = '.a{margin-left:1px;padding-left:2px}';
    const rtl = '.a{margin-right:1px;padding-left:2px}';
    expect(valueOf(code, { dir: 'ltr' })).toBe(ltr);
    expect(valueOf(code, { dir: 'rtl' })).toBe(rtl);
    expect(valueOf(code, { locale: 'ar' })).toBe(rtl);
    expect(valueOf(code, { locale: 'en' })).toBe(ltr);
    expect(valueOf(code, {})).toBe(ltr);
  });

  it.each([
    ['a stylesheet not imported as a string', '/site/a.css', 'export default "x"'],
    ['its source (?raw)', '/site/a.css?raw&inline', 'export default ".a{left:0}"'],
    ['a module of another shape', '/site/a.css?inline', 'export default "a"; export const b = 1'],
    ['a script', '/site/a.js?inline', 'export default "a"'],
  ])('leaves %s alone', (_, id, made) => {
    expect(run(true, id, '.a{left:0}', made)).toBeNull();
  });
});
