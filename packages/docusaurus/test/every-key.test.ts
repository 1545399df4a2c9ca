/**
 * Nothing is dropped silently: each documented top-level key of docusaurus.config.js (Docusaurus
 * 3's API reference), set on its own, either changes the Folio config or gets a notice naming it.
 */
import { expect, it } from 'vitest';
import { mapDocusaurusConfig } from '../src/map-config.ts';

const base = { title: 'T', url: 'https://example.com', baseUrl: '/' };
const map = (input: Record<string, unknown>) => mapDocusaurusConfig(input, { siteDir: '/site', exists: () => false });

/** A value for every optional key, as a site would set it. */
const DOCUMENTED: Record<string, unknown> = {
  favicon: 'img/favicon.ico',
  trailingSlash: true,
  i18n: { defaultLocale: 'fr', locales: ['fr'] },
  future: { v4: true, experimental_faster: true },
  noIndex: true,
  onBrokenLinks: 'warn',
  onBrokenAnchors: 'throw',
  onBrokenMarkdownLinks: 'throw',
  onDuplicateRoutes: 'throw',
  tagline: 'Tagline',
  organizationName: 'org',
  projectName: 'project',
  deploymentBranch: 'gh-pages',
  githubHost: 'github.com',
  githubPort: '22',
  themeConfig: { navbar: { title: 'N' } },
  plugins: ['docusaurus-plugin-sass'],
  themes: ['@docusaurus/theme-live-codeblock'],
  presets: [['classic', {}]],
  markdown: { mermaid: true },
  customFields: { key: 'value' },
  staticDirectories: ['public'],
  headTags: [{ tagName: 'link', attributes: { rel: 'icon', href: '/x.png' } }],
  scripts: ['https://example.com/x.js'],
  stylesheets: ['https://example.com/x.css'],
  clientModules: ['./src/client.js'],
  ssrTemplate: '<html></html>',
  titleDelimiter: '-',
  baseUrlIssueBanner: false,
  webpack: { jsLoader: 'babel' },
};

it.each(Object.keys(DOCUMENTED))('`%s` is mapped or noticed', (key) => {
  const without = map(base);
  const withKey = map({ ...base, [key]: DOCUMENTED[key] });
  const shape = (result: typeof without) => JSON.stringify({ site: result.site, docs: result.docs, search: result.search, customFields: result.customFields, lifecycle: result.lifecycle });
  const mapped = shape(withKey) !== shape(without);
  const noticed = withKey.notices.some((notice) => notice.startsWith(`\`${key}`));
  expect(mapped || noticed, `${key}: ${JSON.stringify(withKey)}`).toBe(true);
});

it('a key Docusaurus does not have is noticed too', () => {
  expect(map({ ...base, titel: 'typo' }).notices).toEqual(['`titel`: not a Docusaurus option Folio knows; ignored']);
});
