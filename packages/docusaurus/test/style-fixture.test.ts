/**
 * The CLI on a copy of tests/fixtures/docusaurus-style: Infima is loaded first, then the theme's CSS,
 * then customCss (so its Infima variables win), the prism themes written in the config become CSS for light and
 * dark mode, additionalLanguages are highlighted, the theme reads Infima's footer, alert and menu
 * variables the site sets, and no style or docs sidebar option is reported as ignored. A
 * missing stylesheet and an unknown language stop the build with a message naming them.
 */
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { copySite, describeRun, FIXTURES, readText, removeTempDirs, runFolio, writeText } from '../../core/test/helpers.ts';

afterAll(() => removeTempDirs());

const fixture = () => copySite(path.join(FIXTURES, 'docusaurus-style'), 'docusaurus-style');

/** The text of every stylesheet the page links, in document order. */
function linkedCss(site: string, page: string): string {
  const html = readText(site, `build/${page}`);
  return [...html.matchAll(/<link rel="stylesheet" href="\/([^"]+)"/g)].map((match) => readText(site, `build/${match[1]}`)).join('\n');
}

it('builds with the site stylesheet after the theme, prism themes as CSS and extra languages highlighted', async () => {
  const site = fixture();
  const result = await runFolio(['build', site], { timeoutMs: 120_000 });
  expect(result.code, describeRun(result)).toBe(0);
  expect(result.stderr).not.toContain('docusaurus.config.js: `');

  const css = linkedCss(site, 'index.html');
  const theme = css.indexOf('--ifm-color-primary:#2e8555');
  const custom = css.indexOf('--ifm-color-primary:#c2185b');
  expect(theme).toBeGreaterThan(-1);
  expect(custom).toBeGreaterThan(theme);
  expect(css).toContain('.site-note{border-left:4px solid var(--ifm-color-primary-darkest)}');
  expect(css).toContain('html:not([data-theme=dark]) .token.keyword{color:#b00020}');
  expect(css).toContain('html[data-theme=dark] .token.keyword{color:#ff9e64;font-weight:700}');
  expect(css).toContain('html[data-theme=dark]{--code-fg:#f0f0f0;--code-bg:#101018}');
  // Infima itself comes first (its own blue primary), then the theme's values, then the site's.
  const infima = css.indexOf('--ifm-color-primary:#3578e5');
  expect(infima).toBeGreaterThan(-1);
  expect(infima).toBeLessThan(theme);
  // Infima's rules read its variables; the site's values come later and win.
  for (const rule of [
    '.footer{background-color:var(--ifm-footer-background-color);color:var(--ifm-footer-color);padding:var(--ifm-footer-padding-vertical) var(--ifm-footer-padding-horizontal)}',
    '.alert--success{--ifm-alert-background-color:var(--ifm-color-success-contrast-background);--ifm-alert-background-color-highlight:#00a40026;--ifm-alert-foreground-color:var(--ifm-color-success-contrast-foreground);--ifm-alert-border-color:var(--ifm-color-success-dark)}',
    '.menu__link{color:var(--ifm-menu-color);padding:var(--ifm-menu-link-padding-vertical) var(--ifm-menu-link-padding-horizontal);',
  ]) {
    expect(css).toContain(rule);
    expect(css.indexOf(rule)).toBeLessThan(custom);
  }
  expect(css.indexOf('--ifm-footer-background-color:#fde4ee')).toBeGreaterThan(custom);
  const home = readText(site, 'build/index.html');
  expect(home).toContain('<footer class="footer footer--light">');
  expect(home).toMatch(/class="[^"]*\balert alert--success\b/);

  const code = readText(site, 'build/code/index.html');
  expect(code).toMatch(/<code class="language-java">.*<span class="token keyword">public<\/span>/s);
  expect(code).toContain('<span class="token delimiter important">&#x3C;?php</span>');
});

it.each([
  ['a customCss file that does not exist', "require.resolve('./src/css/custom.css')", "'./src/css/missing.css'", 'customCss: the stylesheet ./src/css/missing.css does not exist'],
  ['a language refractor has no grammar for', "additionalLanguages: ['java', 'php']", "additionalLanguages: ['java', 'klingon']", '"klingon" is not a language Prism (refractor) has a grammar for'],
])('stops on %s, naming it', async (_, from, to, message) => {
  const site = fixture();
  const config = readText(site, 'docusaurus.config.js');
  expect(config).toContain(from);
  writeText(site, 'docusaurus.config.js', config.replace(from, to));
  const result = await runFolio(['build', site], { timeoutMs: 120_000 });
  expect(result.code, describeRun(result)).not.toBe(0);
  expect(result.stderr).toContain(message);
});
