import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { docusaurusPostcssBase, loaderPostcssPlugin } from './postcss-base.ts';
import { installDocusaurus } from '../../../../tests/docusaurus-theme-site.ts';

describe('loaderPostcssPlugin', () => {
  it.each([
    ["plugins: [[require.resolve('postcss-preset-env'), {}]]", 'postcss-preset-env'],
    ['plugins: [require("autoprefixer")]', 'autoprefixer'],
    ["plugins: [require('postcss-nesting')]", undefined],
  ])('%s', (source, expected) => {
    expect(loaderPostcssPlugin(source)).toBe(expected);
  });
});

describe('docusaurusPostcssBase', () => {
  let installed = '';
  // Docusaurus from npm, once per machine (tests/docusaurus-theme-site.ts).
  beforeAll(async () => {
    installed = await installDocusaurus();
  }, 600_000);

  it("is the installed Docusaurus 3.10's postcss-preset-env", () => {
    const plugins = docusaurusPostcssBase(path.join(installed, '@docusaurus/core'));
    expect(plugins).toHaveLength(1);
    // Made once with its defaults: a creator would be called again for every stylesheet's processor.
    const made = plugins[0] as { postcssPlugin: string; plugins: unknown[] };
    expect(typeof made).toBe('object');
    expect(made.postcssPlugin).toBe('postcss-preset-env');
    expect(made.plugins.length).toBeGreaterThan(10);
  });

  it('is nothing without a Docusaurus', () => {
    expect(docusaurusPostcssBase('/nowhere/@docusaurus/core')).toEqual([]);
  });
});

