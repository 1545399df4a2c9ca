import { describe, expect, it } from 'vitest';
import { jsxInJs } from './jsx-in-js.ts';

type Hooks = {
  configResolved: (config: unknown) => void;
  transform: { handler: (code: string, id: string) => Promise<{ code: string } | undefined> };
};

async function transform(plugins: Array<{ name: string; api?: unknown }>, id: string, localized: string[] = []): Promise<string | undefined> {
  const plugin = jsxInJs('src/pages', () => localized) as unknown as Hooks;
  plugin.configResolved({ root: '/site', plugins });
  return (await plugin.transform.handler('export default function P() { return <main>Hi</main>; }\n', id))?.code;
}

describe('JSX in .js files', () => {
  it.each([
    ['/site/src/pages/index.js', true],
    ['/site/src/components/Card.js', true],
    ['/site/docs/widget.js', false],
  ])('%s compiled: %s', async (id, compiled) => {
    const code = await transform([], id);
    if (compiled) expect(code).toContain('react/jsx-runtime');
    else expect(code).toBeUndefined();
  });

  it.each([
    ['/site/i18n/fr/pages/index.js', true],
    ['/site/i18n/fr/pages-other/index.js', false],
    ['/site/i18n/de/pages/index.js', false],
  ])("a locale's translated page %s compiled: %s", async (id, compiled) => {
    const code = await transform([], id, ['/site/i18n/fr/pages']);
    if (compiled) expect(code).toContain('react/jsx-runtime');
    else expect(code).toBeUndefined();
  });

  it('leaves the files alone when another plugin compiles JSX in every .js file (the Docusaurus adapter)', async () => {
    expect(await transform([{ name: 'folio:docusaurus-compat', api: { compilesJsxInJs: true } }], '/site/src/pages/index.js')).toBeUndefined();
  });
});
