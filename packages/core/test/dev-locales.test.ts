/**
 * `folio dev` serving several locales on one port (dev/locales-host.ts), over copies of
 * tests/fixtures/i18n-site (en, fr with htmlLang fr-FR, ar right to left), in this process on a
 * free port: what each address answers, when every locale is served and when only some are named,
 * and a restart after an edit of the config, which replaces every locale's server.
 * (e2e/dev-all-locales.spec.ts has the browser's side: pages, the dropdown, hot updates.)
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { register } from 'node:module';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDev, type DevServer } from '../src/dev/dev.ts';
import { configureLog } from '../src/log.ts';
import { copySite, FIXTURES, removeTempDirs } from './helpers.ts';

const servers: DevServer[] = [];
let all: DevServer;
let allSite = '';
let some: DevServer;
let written: DevServer;
let writtenSite = '';

/** A plugin writing `generated/tide.json` with the locale's own bytes, as a Docusaurus plugin's createData writes into .docusaurus/. */
const TIDE_WRITER = [
  "{ name: 'tide-writer', localeWritesDir: path.join(import.meta.dirname, 'generated'),",
  "  load(ctx) { mkdirSync(path.join(ctx.siteDir, 'generated'), { recursive: true }); writeFileSync(path.join(ctx.siteDir, 'generated/tide.json'), JSON.stringify({ port: { en: 'Harbour', fr: 'Port', ar: 'Mina' }[ctx.config.i18n.currentLocale], edition: readFileSync(path.join(ctx.siteDir, 'tide-source.txt'), 'utf8') })); return {}; },",
  "  watch: () => ['tide-source.txt'] }",
].join('\n');

beforeAll(async () => {
  configureLog({ quiet: true, memory: false });
  register(new URL('../bin/ts-hooks.mjs', import.meta.url));
  allSite = copySite(path.join(FIXTURES, 'i18n-site'), 'dev-locales-all');
  // A doc whose French translation has another slug: French lacks /docs/spring-tides/equinox.
  writeFileSync(path.join(allSite, 'docs/equinox.md'), '---\nslug: /spring-tides/equinox\n---\n\n# Equinox tides\n');
  writeFileSync(path.join(allSite, 'i18n/fr/docs/current/equinox.md'), "---\nslug: /maree-d-equinoxe\n---\n\n# Marées d'équinoxe\n");
  all = await startDev({ siteDir: allSite, port: 0, host: '127.0.0.1', locales: 'all' });
  servers.push(all);
  some = await startDev({ siteDir: copySite(path.join(FIXTURES, 'i18n-site'), 'dev-locales-some'), port: 0, host: '127.0.0.1', locales: ['ar', 'fr'] });
  servers.push(some);
  writtenSite = copySite(path.join(FIXTURES, 'i18n-site'), 'dev-locales-written');
  const config = readFileSync(path.join(writtenSite, 'site.config.ts'), 'utf8');
  writeFileSync(path.join(writtenSite, 'site.config.ts'), `import path from 'node:path';\nimport { mkdirSync, readFileSync, writeFileSync } from 'node:fs';\n${config.replace('plugins: [', `plugins: [${TIDE_WRITER}, `)}`);
  writeFileSync(path.join(writtenSite, 'tide-source.txt'), 'one');
  written = await startDev({ siteDir: writtenSite, port: 0, host: '127.0.0.1', locales: 'all' });
  servers.push(written);
}, 180_000);

afterAll(async () => {
  await Promise.all(servers.map((server) => server.close()));
  removeTempDirs();
});

const origin = (server: DevServer) => new URL(server.url).origin;
const get = (server: DevServer, pathname: string) => fetch(`${origin(server)}${pathname}`, { headers: { accept: 'text/html' }, redirect: 'manual' });
const htmlTag = async (response: Response) => /<html [^>]*>/.exec(await response.text())?.[0];

describe('every locale (--all-locales)', () => {
  it("answers each locale's pages at its base URL", async () => {
    for (const [pathname, tag] of [
      ['/', '<html lang="en" dir="ltr">'],
      ['/docs/spring-tides', '<html lang="en" dir="ltr">'],
      ['/fr/', '<html lang="fr-FR" dir="ltr">'],
      ['/fr/docs/spring-tides', '<html lang="fr-FR" dir="ltr">'],
      ['/ar/docs/spring-tides', '<html lang="ar" dir="rtl">'],
    ]) {
      const response = await get(all, pathname!);
      expect(response.status, pathname).toBe(200);
      expect(await htmlTag(response), pathname).toBe(tag);
    }
  });

  it("answers 404 for a path that is no page of the locale whose base URL holds it", async () => {
    const response = await get(all, '/fr/docs/no-such-page');
    expect(response.status).toBe(404);
    expect(await htmlTag(response)).toBe('<html lang="fr-FR" dir="ltr">');
  });

  it('redirects a base URL without its last slash, the query kept', async () => {
    const response = await get(all, '/ar?from=menu');
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/ar/?from=menu');
  });

  it("answers each locale's list of the pages it lacks, for the locale dropdown, as a build writes it", async () => {
    const lists = Object.fromEntries(await Promise.all(['/', '/fr/', '/ar/'].map(async (base) => [base, await (await get(all, `${base}folio-locale-routes.json`)).json()])));
    expect(lists).toEqual({
      '/': { '/docs/maree-d-equinoxe': '/' }, // no page at /docs
      '/fr/': { '/docs/spring-tides/equinox': '/docs/spring-tides' },
      '/ar/': { '/docs/maree-d-equinoxe': '/' },
    });
  });

  it("serves each locale's Vite client under its base URL", async () => {
    for (const base of ['/', '/fr/', '/ar/']) {
      const response = await fetch(`${origin(all)}${base}@vite/client`);
      expect(response.status, base).toBe(200);
      expect(await response.text(), base).toContain(`const base = "${base}"`);
    }
  });

  it("restarts every locale's server when the config changes", async () => {
    const config = path.join(allSite, 'site.config.ts');
    writeFileSync(config, readFileSync(config, 'utf8').replace("title: 'Atlas of Tides'", "title: 'Atlas of Spring Tides'"));
    const shell = async (base: string) => {
      const html = await (await get(all, base)).text();
      return `${/<html lang="([^"]*)"/.exec(html)?.[1]}: ${/<title>([^<]*)<\/title>/.exec(html)?.[1]}`;
    };
    await expect
      .poll(() => Promise.all(['/', '/fr/', '/ar/'].map(shell)), { timeout: 30_000, interval: 250 })
      .toEqual(['en: Atlas of Spring Tides', 'fr-FR: Atlas of Spring Tides', 'ar: Atlas of Spring Tides']);
  });
});

describe('the locales named (--locale ar --locale fr)', () => {
  it("serves those, the site's address the first one's", async () => {
    expect(new URL(some.url).pathname).toBe('/ar/');
    expect(await htmlTag(await get(some, '/fr/docs/spring-tides'))).toBe('<html lang="fr-FR" dir="ltr">');
    expect(await htmlTag(await get(some, '/ar/docs/spring-tides'))).toBe('<html lang="ar" dir="rtl">');
  });

  it('redirects / to the first locale served', async () => {
    const response = await get(some, '/');
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/ar/');
  });

  it('answers 404 naming the locales served for a path none of them holds', async () => {
    const response = await get(some, '/docs/spring-tides');
    expect(response.status).toBe(404);
    expect(await response.text()).toBe('No locale is served at /docs/spring-tides: this dev server serves ar at /ar/, fr at /fr/\n');
  });
});

describe('a file a plugin writes per locale under one path', () => {
  const tide = async (base: string) => (await (await fetch(`${origin(written)}${base}generated/tide.json?import`)).text());

  it("is served to each locale's pages as that locale wrote it, not as the last locale to load left it on disk", async () => {
    expect(readFileSync(path.join(writtenSite, 'generated/tide.json'), 'utf8')).toBe('{"port":"Mina","edition":"one"}');
    expect(await tide('/')).toContain('Harbour');
    expect(await tide('/fr/')).toContain('Port');
    expect(await tide('/ar/')).toContain('Mina');
  });

  it("is each locale's new bytes after a plugin reload rewrites it", async () => {
    writeFileSync(path.join(writtenSite, 'tide-source.txt'), 'two');
    // Each locale's server reloads the plugin, each writing its own bytes: whichever wrote last, each serves its own.
    for (const [base, port] of [['/', 'Harbour'], ['/fr/', 'Port'], ['/ar/', 'Mina']]) {
      await expect.poll(() => tide(base!), { timeout: 20_000 }).toMatch(new RegExp(`${port}[\\s\\S]*two`));
    }
  });
});
