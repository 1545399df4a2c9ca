/**
 * The dev server under a base URL answers a page's path with 200 and an unknown path with 404:
 * Vite's base middleware takes the base off req.url before Folio's HTML answer sees it, and the
 * route table's paths keep it (tests/fixtures/base-url, served under /docs/).
 */
import { cpSync } from 'node:fs';
import { register } from 'node:module';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDev, type DevServer } from '../src/dev/dev.ts';
import { configureLog } from '../src/log.ts';
import { FIXTURES, makeTempDir, removeTempDirs } from './helpers.ts';

let dev: DevServer | undefined;

beforeAll(async () => {
  configureLog({ quiet: true, memory: false });
  register(new URL('../bin/ts-hooks.mjs', import.meta.url));
  const site = path.join(makeTempDir('dev-base-url'), 'site');
  cpSync(path.join(FIXTURES, 'base-url'), site, { recursive: true });
  dev = await startDev({ siteDir: site, port: 0, host: '127.0.0.1' });
}, 60_000);

afterAll(async () => {
  await dev?.close();
  removeTempDirs();
});

describe('the dev server under a base URL', () => {
  it.each([
    ['the home page', '/docs/', 200],
    ['a page', '/docs/nested/page', 200],
    ['an unknown path', '/docs/no-such-page', 404],
  ])('%s (%s): %i', async (_, pathname, status) => {
    const response = await fetch(new URL(pathname, dev!.url), { headers: { accept: 'text/html' } });
    expect(response.status).toBe(status);
    expect(await response.text()).toContain('<div id="__folio">');
  });
});
