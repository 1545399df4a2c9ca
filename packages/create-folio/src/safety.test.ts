/**
 * User text in generated files, package names, and failures while writing: the title is data in
 * every file (any string), the package name is one npm accepts (any folder name), and a failure at
 * any step (every n-th file-system call failing, another run at any moment) leaves one clean
 * message and nothing behind.
 */
import * as fs from 'node:fs';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import ts from 'typescript';
import { afterAll, describe, expect, it } from 'vitest';
import { htmlText, jsString } from './literals.ts';
import { main, type CreateIo } from './main.ts';
import { packageName, packageNameFor } from './names.ts';
import { placeSite } from './place.ts';
import { renderTemplateFile, TEMPLATE_DIR, writeSite } from './scaffold.ts';
import type { CreateFs } from './target.ts';

const root = mkdtempSync(path.join(os.tmpdir(), 'create-folio-safety-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
let dirs = 0;
const freshDir = () => {
  const dir = path.join(root, String(++dirs));
  mkdirSync(dir);
  return dir;
};

/** Strings made of what breaks generated source and markup, and of anything else. */
const hostileText = fc.oneof(
  fc.string({ unit: 'binary', minLength: 1 }),
  fc
    .array(fc.constantFrom("'", '"', '`', '\\', '${', '}', '${process.exit(3)}', '</script>', '*/', '/*', '\n', '\r\n', '\u2028', '\u2029', '{{name}}', '{{title:js}}', '<Tools>', '&amp;', 'é', '✨', '𝄞', ' ', 'Acme', '# ', '[x](y)', '*', '_', '<!--', '-->'), { minLength: 1, maxLength: 12 })
    .map((parts) => parts.join('')),
);

const siteConfigTemplate = fs.readFileSync(path.join(TEMPLATE_DIR, 'site.config.ts'), 'utf8');

/** The string values the `const` declarations of a TypeScript file hold, read by TypeScript's parser. */
function constStrings(source: string): Map<string, string> {
  const { diagnostics } = ts.transpileModule(source, { reportDiagnostics: true, compilerOptions: { module: ts.ModuleKind.ESNext } });
  expect(diagnostics?.map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'))).toEqual([]);
  const file = ts.createSourceFile('site.config.ts', source, ts.ScriptTarget.ES2022);
  const found = new Map<string, string>();
  for (const statement of file.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    for (const declaration of statement.declarationList.declarations) {
      if (ts.isIdentifier(declaration.name) && declaration.initializer && ts.isStringLiteral(declaration.initializer)) found.set(declaration.name.text, declaration.initializer.text);
    }
  }
  return found;
}

const decodeHtml = (html: string) => html.replace(/&(amp|lt|gt|quot|#39);/g, (_, name: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" })[name]!);

describe('the title is data in the generated site.config.ts', () => {
  it('parses, and holds exactly the title (and the title as HTML text for the footer), for any title', () => {
    fc.assert(
      fc.property(hostileText, (title) => {
        const source = renderTemplateFile('site.config.ts', siteConfigTemplate, { name: 'x', title, version: '1.0.0' });
        const strings = constStrings(source);
        expect(strings.get('title')).toBe(title);
        const html = strings.get('titleHtml')!;
        expect(html).not.toMatch(/[<>"']|&(?!(amp|lt|gt|quot|#39);)/);
        expect(decodeHtml(html)).toBe(title);
      }),
      { numRuns: 300 },
    );
  });

  it('writes the title only into the two constants; every other use goes through them', () => {
    const source = renderTemplateFile('site.config.ts', siteConfigTemplate, { name: 'x', title: 'SENTINEL', version: '1.0.0' });
    expect(source.match(/^.*SENTINEL.*$/gm)).toEqual(['const title = "SENTINEL";', 'const titleHtml = "SENTINEL";']);
  });

  it('writes U+2028 and U+2029 escaped, and nothing a string could end on', () => {
    expect(jsString('a\u2028b\u2029c')).toBe('"a\\u2028b\\u2029c"');
    expect(jsString('`${x}` \'"\\\n')).toBe('"`${x}` \'\\"\\\\\\n"');
    expect(htmlText('Acme <Tools> & "co"')).toBe('Acme &lt;Tools&gt; &amp; &quot;co&quot;');
  });
});

/** npm's rules for a new package's name, stated apart from names.ts. */
function npmAccepts(name: string): boolean {
  return (
    name.length > 0 &&
    name.length <= 214 &&
    !/^[._]/.test(name) &&
    name === name.toLowerCase() &&
    name.trim() === name &&
    encodeURIComponent(name) === name &&
    !/[~'!()*]/.test(name) &&
    !['node_modules', 'favicon.ico'].includes(name) &&
    !builtinModules.includes(name) &&
    !builtinModules.includes(`node:${name}`) &&
    !['test', 'sea', 'sqlite'].includes(name)
  );
}

describe('package names', () => {
  it.each([
    ['my-site', 'my-site', []],
    ['Acme Docs', 'acme-docs', ['lower case', "only a-z, 0-9, '-', '.' and '_'"]],
    ['favicon.ico', 'favicon.ico-site', ['not "favicon.ico", which npm reserves']],
    ['http', 'http-site', ['not "http", a Node.js core module']],
    ['fs', 'fs-site', ['not "fs", a Node.js core module']],
    ['test', 'test-site', ['not "test", a Node.js core module']],
    ['_private', 'private', ["no '.' or '_' first"]],
    ['.dotted', 'dotted', ["no '.' or '_' first"]],
    ['a~b!(c)*', 'a-b-c', ["only a-z, 0-9, '-', '.' and '_'"]],
    ['x'.repeat(300), 'x'.repeat(214), ['at most 214 characters']],
    ['✨✨', 'folio-site', ["only a-z, 0-9, '-', '.' and '_'", 'at least one letter or digit']],
  ])('%s → %s', (folder, name, reasons) => {
    expect(packageName(folder)).toEqual({ name, reasons });
  });

  it('is one npm accepts for a new package, for any folder name, and keeps a name that is one (but for dashes at its ends)', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string({ unit: 'binary' }), fc.constantFrom(...builtinModules, 'node_modules', 'favicon.ico'), fc.stringMatching(/^[a-z0-9._~-]{1,230}$/)), (folder) => {
        const name = packageNameFor(folder);
        expect(npmAccepts(name), name).toBe(true);
        if (npmAccepts(folder) && !/^-|-$/.test(folder)) expect(name).toBe(folder);
      }),
      { numRuns: 500 },
    );
  });
});

async function run(argv: string[], cwd: string, files?: CreateFs) {
  const out: string[] = [];
  const err: string[] = [];
  const io: CreateIo = { cwd, out: (text) => out.push(text), err: (text) => err.push(text), fs: files };
  const code = await main(argv, io);
  return { code, out: out.join(''), err: err.join('') };
}

const tree = (dir: string) => readdirSync(dir, { recursive: true }).map(String).sort();
const MUTATING = ['mkdirSync', 'writeFileSync', 'renameSync', 'copyFileSync'] as const;

/** node:fs, with `hook` called before each call that changes the disk (numbered from 1). */
function hookedFs(hook: (n: number, call: string) => void): CreateFs {
  let n = 0;
  const wrapped: Record<string, unknown> = { ...fs };
  for (const name of MUTATING) {
    wrapped[name] = (...args: unknown[]) => {
      hook(++n, name);
      return (fs[name] as (...a: unknown[]) => unknown)(...args);
    };
  }
  return wrapped as unknown as CreateFs;
}

const enospc = () => Object.assign(new Error("ENOSPC: no space left on device, write '/x'"), { code: 'ENOSPC', errno: -28, syscall: 'write' });

/** The two kinds of target: a new folder below folders that do not exist yet, and an empty folder with `.git`. */
const scenarios = [
  { name: 'a new folder', folder: 'deep/er/site', prepare: (_cwd: string) => {} },
  { name: 'an empty folder', folder: 'site', prepare: (cwd: string) => mkdirSync(path.join(cwd, 'site/.git'), { recursive: true }) },
];

describe('a failure while writing leaves nothing behind', () => {
  for (const scenario of scenarios) {
    it(`${scenario.name}: the n-th change to the disk fails with ENOSPC, for every n`, async () => {
      let calls = 0;
      const clean = freshDir();
      scenario.prepare(clean);
      expect((await run([scenario.folder, '--yes'], clean, hookedFs((n) => (calls = n)))).code).toBe(0);
      expect(calls).toBeGreaterThan(30);
      for (let failing = 1; failing <= calls; failing++) {
        const cwd = freshDir();
        scenario.prepare(cwd);
        const before = tree(cwd);
        const result = await run([scenario.folder, '--yes'], cwd, hookedFs((n) => {
          if (n === failing) throw enospc();
        }));
        expect(result, `call ${failing}`).toEqual({ code: 1, out: '', err: `create-folio: could not create ${scenario.folder}: the disk is full. Nothing was left behind.\n` });
        expect(tree(cwd), `call ${failing}`).toEqual(before);
      }
    });

    it(`${scenario.name}: another run that completes at any moment of this one wins, and this one says so`, async () => {
      let calls = 0;
      const clean = freshDir();
      scenario.prepare(clean);
      await run([scenario.folder, '--yes'], clean, hookedFs((n) => (calls = n)));
      const complete = tree(path.join(clean, scenario.folder));
      for (let at = 1; at <= calls; at++) {
        const cwd = freshDir();
        scenario.prepare(cwd);
        const target = path.join(cwd, scenario.folder);
        let other: string | undefined;
        const result = await run([scenario.folder, '--yes'], cwd, hookedFs((n) => {
          if (n !== at) return;
          try {
            placeSite(target, fs.existsSync(target), fs, (dir) => writeSite(dir, { name: 'other', title: 'Other', version: '1.0.0' }));
            other = 'won';
          } catch (error) {
            other = (error as Error).message;
          }
        }));
        // Exactly one of the two made the site, whole; nothing temporary is left.
        expect([result.code === 0, other === 'won'].filter(Boolean), `at ${at}: ${result.err} / ${other}`).toHaveLength(1);
        if (result.code !== 0) expect(result.err).toMatch(new RegExp(`^create-folio: could not create ${scenario.folder}: it (already exists|is not empty any more): another program wrote there while create-folio was writing\\. Nothing was left behind\\.\\n$`));
        expect(tree(target)).toEqual(complete);
        expect(tree(cwd).filter((entry) => entry.includes('create-folio-'))).toEqual([]);
      }
    });
  }
});

describe('a target create-folio cannot use: one message naming it, exit 1, nothing written', () => {
  it.each([
    ['a dangling symbolic link', (cwd: string) => symlinkSync('nowhere', path.join(cwd, 'site')), 'site', /^create-folio: site is a symbolic link to nowhere, which does not exist; create that folder first, or choose another name\n$/],
    ['below a file', (cwd: string) => writeFileSync(path.join(cwd, 'notes'), 'mine'), 'notes/site', /^create-folio: cannot create notes\/site: notes is a file, not a folder; choose another place\n$/],
    ['deeper below a file', (cwd: string) => writeFileSync(path.join(cwd, 'notes'), 'mine'), 'notes/a/b', /^create-folio: cannot create notes\/a\/b: notes is a file, not a folder/],
    ['a folder called node_modules', () => {}, 'node_modules', /^create-folio: node_modules is where npm keeps packages/],
  ])('%s', async (_, prepare, folder, message) => {
    const cwd = freshDir();
    prepare(cwd);
    const before = tree(cwd);
    const result = await run([folder, '--yes'], cwd);
    expect(result.code).toBe(1);
    expect(result.out).toBe('');
    expect(result.err).toMatch(message);
    expect(result.err).not.toMatch(/E[A-Z]{3,}|\n\s+at /);
    expect(tree(cwd)).toEqual(before);
  });

  it.each([
    ['EACCES', 'permission denied'],
    ['EROFS', 'the file system is read-only'],
    ['EDQUOT', 'the disk quota is used up'],
    ['EWEIRD', 'something odd happened'],
  ])('a disk that answers %s', async (code, cause) => {
    const cwd = freshDir();
    const failing = hookedFs(() => {
      throw Object.assign(new Error(`${code}: something odd happened, mkdir '/tmp/x'`), { code, syscall: 'mkdir' });
    });
    const result = await run(['a/site', '--yes'], cwd, failing);
    expect(result).toEqual({ code: 1, out: '', err: `create-folio: could not create a/site: ${cause}. Nothing was left behind.\n` });
    expect(tree(cwd)).toEqual([]);
  });
});
