/**
 * A small site whose styles need sass (partials in folders with url()s of their own, a package's
 * partial, `sass:math`, a CSS module, an indented .sass file), with a given sass version installed
 * from the npm registry once per machine into node_modules/.cache/folio-sass-<version>/ (never
 * committed), and Vite's build of it: what lifecycle/old-sass.ts must make work on a sass older
 * than 1.70, whose API Vite 8 does not drive itself.
 */
import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, realpathSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { build, type Rolldown } from 'vite';
import { expect } from 'vitest';
import { REPO_ROOT } from '../../core/test/helpers.ts';

const run = promisify(execFile);

/** npm's environment without the variables of an npm script running this test (as tests/packed.ts keeps them). */
const npmEnv = (): NodeJS.ProcessEnv => Object.fromEntries(Object.entries(process.env).filter(([key]) => !/^p?npm_/i.test(key) || /^npm_config_(registry|cache|userconfig|cafile|strict_ssl|.*proxy)$/i.test(key)));

/** sass `version`'s folder, installed with npm into node_modules/.cache the first time. */
export async function cachedSass(version: string): Promise<string> {
  const dir = path.join(REPO_ROOT, 'node_modules', '.cache', `folio-sass-${version}`);
  const done = path.join(dir, '.installed');
  if (!existsSync(done)) {
    mkdirSync(dir, { recursive: true });
    writeFileSync(path.join(dir, 'package.json'), '{"private":true}\n');
    await run('npm', ['install', '--no-audit', '--no-fund', '--ignore-scripts', '--loglevel=error', `sass@${version}`], { cwd: dir, env: npmEnv(), timeout: 180_000 });
    writeFileSync(done, `sass@${version}\n`);
  }
  return path.join(dir, 'node_modules', 'sass');
}

// A 1×1 PNG.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

const FILES: Record<string, string | Buffer> = {
  'package.json': '{"name":"sass-site","private":true}\n',
  'main.js': "import './src/css/custom.scss';\nimport './src/css/extra.sass';\nimport card from './src/components/card.module.scss';\nexport default card.title;\n",
  'src/css/custom.scss': "@use 'sass:math';\n@import './partials/colors';\n@import 'fake-lib/vars';\n.hero { color: $brand; padding: math.percentage(0.05); margin: $gap; background: url(./img/dot.png); }\n",
  'src/css/img/dot.png': Buffer.concat([PNG, Buffer.from('dot')]),
  'src/css/partials/_colors.scss': "@import './nested/deep';\n$brand: #123456;\n.partial-bg { background: url(./bg.png); }\n",
  'src/css/partials/bg.png': PNG,
  'src/css/partials/nested/_deep.scss': '.deep-rule { width: 3px; }\n',
  'src/css/extra.sass': '.indented\n  margin: 0 auto\n',
  'src/components/card.module.scss': '$c: #abcdef;\n.title { color: $c; }\n',
  'node_modules/fake-lib/package.json': '{"name":"fake-lib","version":"1.0.0"}\n',
  'node_modules/fake-lib/_vars.scss': '$gap: 7px;\n',
};

/** A new copy of the site, with `sassDir` as its node_modules/sass. */
export function sassSite(sassDir: string): string {
  const site = realpathSync(mkdtempSync(path.join(os.tmpdir(), 'folio-old-sass-')));
  for (const [file, contents] of Object.entries(FILES)) {
    mkdirSync(path.dirname(path.join(site, file)), { recursive: true });
    writeFileSync(path.join(site, file), contents);
  }
  symlinkSync(sassDir, path.join(site, 'node_modules', 'sass'));
  return site;
}

/** Vite's build of the site (main.js): its CSS, its JS and the names of the files it emitted. */
export async function buildSassSite(site: string): Promise<{ css: string; js: string; files: string[] }> {
  const result = (await build({
    root: site,
    configFile: false,
    logLevel: 'silent',
    build: { write: false, assetsInlineLimit: 0, cssCodeSplit: false, rollupOptions: { input: path.join(site, 'main.js') } },
  })) as Rolldown.RolldownOutput | Rolldown.RolldownOutput[];
  const output = [result].flat().flatMap((entry) => entry.output);
  const text = (kind: string) => output.flatMap((item) => (item.fileName.endsWith(kind) ? [item.type === 'asset' ? String(item.source) : item.code] : [])).join('\n');
  return { css: text('.css'), js: text('.js'), files: output.map((item) => item.fileName) };
}

/** Every style of the site compiled, as Vite compiles it with a sass of today. */
export function expectCompiled({ css, js, files }: { css: string; js: string; files: string[] }): void {
  // Variables from a partial, sass:math, a package's partial, the file's own url() (the minifier orders the declarations).
  const hero = /\.hero\{([^}]*)\}/.exec(css)?.[1]?.split(';').sort();
  expect(hero).toEqual(['background:url(/assets/dot-HASH.png)', 'color:#123456', 'margin:7px', 'padding:5%'].map((decl) => expect.stringMatching(new RegExp(`^${decl.replace(/[().#/]/g, '\\$&').replace('HASH', '[\\w-]+')}$`))));
  // A partial's own url(), rebased to the partial's folder; a partial imported by a partial, relative to it.
  expect(css).toMatch(/\.partial-bg\{background:url\(\/assets\/bg-[\w-]+\.png\)\}/);
  expect(css).toContain('.deep-rule{width:3px}');
  expect(css).toContain('.indented{margin:0 auto}');
  // The CSS module: a scoped class, its name exported to the script.
  const scoped = /\.(_title_[\w-]+)\{color:#abcdef\}/.exec(css)?.[1];
  expect(scoped).toBeDefined();
  expect(js).toContain(scoped!);
  expect(files.filter((file) => /^assets\/(dot|bg)-[\w-]+\.png$/.test(file))).toHaveLength(2);
}
