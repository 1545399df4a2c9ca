import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { formatError } from '../errors.ts';
import { packageName, unresolvedImportError } from './unresolved-import.ts';

const site = mkdtempSync(path.join(os.tmpdir(), 'folio-unresolved-'));
afterAll(() => rmSync(site, { recursive: true, force: true }));

function write(file: string, text: string): string {
  const full = path.join(site, file);
  mkdirSync(path.dirname(full), { recursive: true });
  writeFileSync(full, text);
  return full;
}

const page = write('docs/page.mdx', ['# Page', '', '```js', "import Chart from 'chart-lib';", '```', '', "import Chart from 'chart-lib';", '', '<Chart />', ''].join('\n'));
write('node_modules/installed-lib/package.json', JSON.stringify({ name: 'installed-lib', exports: { '.': './index.js' } }));
write('src/theme/Thing.tsx', "import { x } from 'installed-lib/internal';\nexport default () => x;\n");

/** The error Vite throws from its onLog handler for a bare import that does not resolve. */
function viteError(specifier: string, importer: string): Error {
  const error = new Error('Build failed with 1 error:\n\n[plugin] error');
  (error as { errors?: unknown[] }).errors = [
    new Error(`[vite]: Rolldown failed to resolve import "${specifier}" from "${importer}".\nThis is most likely unintended because it can break your application at runtime.`),
  ];
  return error;
}

describe('unresolvedImportError', () => {
  it('names the page, the line and column of the import (not the one in a code block) and what to do', () => {
    const error = unresolvedImportError(viteError('chart-lib', page), site)!;
    expect(error.file).toBe(page);
    expect([error.line, error.column]).toEqual([7, 19]);
    expect(error.message).toBe(`Could not resolve 'chart-lib': the package "chart-lib" is not installed`);
    expect(error.hint).toContain('npm install chart-lib');
    expect(formatError(error)).toContain("> 7 | import Chart from 'chart-lib';");
  });

  it('a path an installed package does not export: found among the site files when Vite names no importer', () => {
    const cause = new Error('Build failed');
    (cause as { errors?: unknown[] }).errors = [
      Object.assign(new Error('[rolldown:vite-resolve] plugin threw an error'), {
        cause: new Error(`"./internal" is not exported under the conditions ["module", "browser", "import"] from package ${path.join(site, 'node_modules/installed-lib')} (see exports field in ${path.join(site, 'node_modules/installed-lib/package.json')})`),
      }),
    ];
    const error = unresolvedImportError(cause, site)!;
    expect(error.file).toBe(path.join(site, 'src/theme/Thing.tsx'));
    expect([error.line, error.column]).toEqual([1, 19]);
    expect(error.message).toBe("Could not resolve 'installed-lib/internal'");
    expect(error.hint).toContain('"installed-lib" is installed');
  });

  it('leaves other errors alone', () => {
    expect(unresolvedImportError(new Error('something else'), site)).toBeUndefined();
    expect(unresolvedImportError('text', site)).toBeUndefined();
  });
});

describe('packageName', () => {
  it.each([
    ['react', 'react'],
    ['react-dom/client', 'react-dom'],
    ['@scope/pkg/deep/file.js', '@scope/pkg'],
    ['./local', undefined],
    ['/abs', undefined],
    ['#internal', undefined],
    ['node:fs', undefined],
  ])('%s → %s', (specifier, expected) => expect(packageName(specifier)).toBe(expected));
});
