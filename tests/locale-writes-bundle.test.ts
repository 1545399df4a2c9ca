/**
 * A plugin that writes a file under the same path in every locale, with the locale's own bytes
 * (as a Docusaurus plugin's createData writes into .docusaurus/), beside locales that share one
 * bundle (tests/fixtures/i18n-site: en, fr, ar). Imported from a page, which is each locale's own
 * module, the file is each locale's own too: the locales still share one bundle, and each page
 * shows its locale's data, in the HTML and in the script that hydrates it. Imported from a
 * component every locale shares, it cannot be: the build says so, bundles each locale on its own,
 * and each page still shows its locale's data.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { copySite, describeRun, FIXTURES, readText, removeTempDirs, runFolio, writeText } from '../packages/core/test/helpers.ts';

afterAll(() => removeTempDirs());

/** The i18n fixture with a plugin writing `generated/tide.json` per locale, and `page` appended to the charts doc. */
function siteWith(name: string, page: string, files: Record<string, string> = {}): string {
  const site = copySite(path.join(FIXTURES, 'i18n-site'), name);
  const config = readText(site, 'site.config.ts');
  const plugin = [
    "{ name: 'tide-writer', localeWritesDir: path.join(import.meta.dirname, 'generated'),",
    "  load(ctx) { mkdirSync(path.join(ctx.siteDir, 'generated'), { recursive: true }); writeFileSync(path.join(ctx.siteDir, 'generated/tide.json'), JSON.stringify({ port: { en: 'Harbour', fr: 'Port', ar: 'ميناء' }[ctx.config.i18n.currentLocale] })); return {}; } }",
  ].join('\n');
  writeText(site, 'site.config.ts', `import path from 'node:path';\nimport { mkdirSync, writeFileSync } from 'node:fs';\n${config.replace('plugins: [', `plugins: [${plugin}, `)}`);
  writeText(site, 'docs/charts.mdx', `${readText(site, 'docs/charts.mdx')}\n${page}\n`);
  for (const [file, text] of Object.entries(files)) writeText(site, file, text);
  return site;
}

const port = (site: string, dir: string) => /<p class="tide-port">([^<]*)<\/p>/.exec(readText(site, `build/${dir}docs/charts/index.html`))?.[1];
const scripts = (site: string) => (readdirSync(path.join(site, 'build'), { recursive: true }) as string[]).filter((file) => file.endsWith('.js')).map((file) => readText(site, path.join('build', file))).join('\n');

describe('a file a plugin writes per locale under one path', () => {
  it('imported from a page: one bundle for every locale, each page with its locale\'s data', async () => {
    const site = siteWith('locale-writes-page', "import tide from '../generated/tide.json';\n\n<p className=\"tide-port\">{tide.port}</p>");
    const result = await runFolio(['build', site], { timeoutMs: 240_000, env: { FOLIO_QUIET: '0' } });
    expect(result.code, describeRun(result)).toBe(0);
    expect(result.stdout + result.stderr).toMatch(/bundle client\+server \(one for en, fr, ar\)/);
    expect([port(site, ''), port(site, 'fr/'), port(site, 'ar/')]).toEqual(['Harbour', 'Port', 'ميناء']);
    for (const name of ['Harbour', 'Port', 'ميناء']) expect(scripts(site)).toContain(name);
  }, 300_000);

  it('imported from a component every locale shares: each locale bundled on its own, saying why, each page with its locale\'s data', async () => {
    const site = siteWith('locale-writes-shared', "import TidePort from '../src/TidePort.tsx';\n\n<TidePort />", {
      'src/TidePort.tsx': "import tide from '../generated/tide.json';\nexport default function TidePort() {\n  return <p className=\"tide-port\">{tide.port}</p>;\n}\n",
    });
    const result = await runFolio(['build', site], { timeoutMs: 240_000, env: { FOLIO_QUIET: '0' } });
    const log = result.stdout + result.stderr;
    expect(result.code, describeRun(result)).toBe(0);
    expect(log).toContain('src/TidePort.tsx imports generated/tide.json, which the locales wrote differently: each is bundled on its own');
    for (const name of ['en', 'fr', 'ar']) expect(log).toMatch(new RegExp(`bundle client\\+server \\(one for ${name}\\)`));
    expect([port(site, ''), port(site, 'fr/'), port(site, 'ar/')]).toEqual(['Harbour', 'Port', 'ميناء']);
    expect(log).not.toMatch(/\n\s+at /);
  }, 300_000);
});
