/**
 * importSiteModule: a site's TypeScript config or sidebars file, bundled with the files it imports
 * and loaded on plain Node. Each case runs in a child process, as the CLI would load it.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { makeTempDir, REPO_ROOT, removeTempDirs } from './helpers.ts';

afterAll(removeTempDirs);

const SITE_MODULE = pathToFileURL(path.join(REPO_ROOT, 'packages/core/dist/site-module.js')).href;

function site(files: Record<string, string>): string {
  const dir = makeTempDir('site-module');
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), text);
  }
  return dir;
}

/** Import `file` twice through importSiteModule in a fresh Node; print what `show` returns. */
function load(file: string, show: string): unknown {
  const script = `
    const { importSiteModule } = await import(${JSON.stringify(SITE_MODULE)});
    const show = ${show};
    try {
      const first = await importSiteModule(${JSON.stringify(file)});
      const second = await importSiteModule(${JSON.stringify(file)});
      console.log(JSON.stringify(await show(first, second)));
    } catch (error) {
      console.log(JSON.stringify({ name: error.name, message: error.message, file: error.file, line: error.line, column: error.column, reason: error.reason, stack: String(error.stack) }));
    }`;
  // Compiled first (the CLI does this on start).
  execFileSync(process.execPath, [path.join(REPO_ROOT, 'packages/core/bin/precompile.mjs')]);
  const out = execFileSync(process.execPath, ['--enable-source-maps', '--input-type=module', '-e', script], { encoding: 'utf8', cwd: path.dirname(file) });
  return JSON.parse(out.trim().split('\n').at(-1)!);
}

describe('importSiteModule', () => {
  it('bundles relative TypeScript and JSON, keeps packages as imports, and leaves no file behind', () => {
    const dir = site({
      'site.config.ts': [
        "import { defineConfig } from '@folio/core';",
        "import { label, here } from './lib/label.ts';",
        "import data from './data.json';",
        "import path from 'node:path';",
        'type Unused = { a: number };',
        "export default defineConfig({ title: label(data.name), url: 'https://x.example', tagline: path.basename(here) });",
        "export const ownUrl = import.meta.url;",
        '',
      ].join('\n'),
      'lib/label.ts': "export const label = (name: string): string => `The ${name}`;\nexport const here: string = import.meta.url;\n",
      'data.json': '{ "name": "Guide" }',
    });
    const result = load(
      path.join(dir, 'site.config.ts'),
      `async (first, second) => ({
        title: first.default.title,
        tagline: first.default.tagline,
        ownUrl: first.ownUrl,
        fresh: first !== second,
        sameCore: (await import('@folio/core')).defineConfig === (await import(${JSON.stringify(SITE_MODULE.replace('site-module.js', 'index.js'))})).defineConfig,
      })`,
    );
    expect(result).toEqual({
      title: 'The Guide',
      tagline: 'label.ts',
      ownUrl: pathToFileURL(path.join(dir, 'site.config.ts')).href,
      fresh: true,
      sameCore: true,
    });
    expect(readdirSync(dir).sort()).toEqual(['data.json', 'lib', 'site.config.ts']);
  });

  it('imports a JavaScript module as it is', () => {
    const dir = site({ 'sidebars.mjs': 'export default { docs: ["intro"] };\n' });
    expect(load(path.join(dir, 'sidebars.mjs'), '(first) => first.default')).toEqual({ docs: ['intro'] });
  });

  it('reports a syntax error in an imported file with its file, line, 1-based column and the token', () => {
    const dir = site({
      'site.config.ts': "import { x } from './part.ts';\nexport default { x };\n",
      'part.ts': 'export const x = {\n  a: 1,\n  b: \n};\n',
    });
    const result = load(path.join(dir, 'site.config.ts'), '(first) => first') as Record<string, unknown>;
    expect(result).toMatchObject({ name: 'SiteModuleSyntaxError', file: path.join(dir, 'part.ts'), line: 4, column: 1, reason: 'Unexpected token "}"' });
  });

  it('maps a throw at import back to the TypeScript line', () => {
    const dir = site({ 'site.config.ts': "const n: number = 1;\n\nif (n) throw new Error('boom');\nexport default {};\n" });
    const result = load(path.join(dir, 'site.config.ts'), '(first) => first') as { message: string; stack: string };
    expect(result.message).toBe('boom');
    expect(result.stack).toContain(`${path.join(dir, 'site.config.ts')}:3:`);
  });
});
