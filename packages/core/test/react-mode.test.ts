/**
 * `folio build` renders with React's production build whatever the site config loads first. A
 * Docusaurus config imports prism-react-renderer, which imports React: loaded before the build
 * chose a mode, React came in its development build and every render failed with
 * "dispatcher.getOwner is not a function". The CLI now sets the mode before the config loads, as
 * Docusaurus's build does.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { copySite, describeRun, FIXTURES, readText, removeTempDirs, replaceIn, runFolio } from './helpers.ts';

afterAll(removeTempDirs);

describe('a site config that imports React', () => {
  it.each([
    ['NODE_ENV unset', undefined],
    ['NODE_ENV=development', 'development'],
  ])('builds, and the page is rendered (%s)', async (_, nodeEnv) => {
    const site = copySite(`${FIXTURES}/basic`, 'react-mode');
    replaceIn(site, 'site.config.ts', "import { defineConfig, markdownPages } from '@folio/core';", "import { defineConfig, markdownPages } from '@folio/core';\nimport { createElement } from 'react';\nvoid createElement;");
    const result = await runFolio(['build', site], { env: { NODE_ENV: nodeEnv } });
    expect(result.code, describeRun(result)).toBe(0);
    expect(readText(site, 'build/index.html')).toContain('<h1');
  });
});
