import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { formatError, withContext } from '../errors.ts';
import { bundlerWriteError, failedWritePath } from '../build/bundle-fs-error.ts';
import { fsError, guardFs, makeDir, showAs, forgetShown } from './fs-errors.ts';
import { codeInText, FS_ERROR_CODES, fsMessage, mapPath } from '../fs-messages.ts';
import { writeChannel, writeFailureError } from './write-thread.ts';

/** A Node file-system error as fs throws it. */
function nodeError(code: string, syscall: string, file: string): NodeJS.ErrnoException {
  return Object.assign(new Error(`${code}: raw text, ${syscall} '${file}'`), { code, errno: -1, syscall, path: file });
}

/** A message a user can read: one line, plain words, no raw code or stack frame. */
function expectPlain(text: string): void {
  expect(text).not.toMatch(/^\s+at /m);
  expect(text).not.toMatch(/\bE[A-Z]{3,}\b/);
  expect(text).not.toMatch(/raw text|os error|Error:/);
}

const CASES: Array<[string, RegExp]> = [
  ['ENOSPC', /the disk is full/],
  ['EACCES', /permission denied: the folder is read-only/],
  ['EROFS', /the file system is read-only/],
  ['ENOTDIR', /a file is in the way/],
  ['EISDIR', /a folder is in the way/],
  ['EEXIST', /a file is in the way/],
  ['ENOENT', /a folder on the path does not exist/],
  ['EMFILE', /too many files are open/],
];

describe('fsMessage: one plain message per code', () => {
  it.each(CASES)('%s', (code, cause) => {
    const { message } = fsMessage(code, 'write', '/site/build/sitemap.xml');
    expect(message).toMatch(cause);
    expect(message.startsWith('cannot write /site/build/sitemap.xml: ')).toBe(true);
    expectPlain(message);
  });

  it.each(CASES)('%s thrown by fs becomes one FolioError naming the output folder, not the temporary one', (code, cause) => {
    const aliases = new Map([['/w/out.tmp-42', '/w/out']]);
    showAs('/w/out.tmp-42', '/w/out');
    try {
      const error = fsError(nodeError(code, 'open', '/w/out.tmp-42/a/index.html'), 'write')!;
      const text = formatError(error);
      expect(text).toMatch(cause);
      expect(text).toContain(`cannot write ${mapPath('/w/out.tmp-42/a/index.html', aliases)}:`);
      expect(text).not.toContain('.tmp-');
      expectPlain(text);
      // A raw error that reaches the CLI (or a plugin hook) unwrapped reads the same way.
      for (const raw of [formatError(nodeError(code, 'open', '/w/out.tmp-42/x')), withContext(nodeError(code, 'mkdir', '/w/out.tmp-42/x'), 'plugin "p" failed in postBuild()').message]) {
        expect(raw).toMatch(cause);
        expect(raw).not.toContain('.tmp-');
        expectPlain(raw);
      }
    } finally {
      forgetShown('/w/out.tmp-42');
    }
  });

  it.each(CASES)("%s in the bundler's words is recognised", (code, cause) => {
    const system = { ENOSPC: 'No space left on device', EACCES: 'Permission denied', EROFS: 'Read-only file system', ENOTDIR: 'Not a directory', EISDIR: 'Is a directory', EEXIST: 'File exists', ENOENT: 'No such file or directory', EMFILE: 'Too many open files' }[code]!;
    const text = `[UNHANDLEABLE_ERROR] Something went wrong inside rolldown, please report this problem.\nFailed to write file in /w/out.tmp-7/assets/entry-client-x.js\n\nCaused by:\n    ${system} (os error 28)\n\nStack backtrace:\n   0: <unknown>`;
    expect(codeInText(text)).toBe(code);
    expect(failedWritePath(text)).toBe('/w/out.tmp-7/assets/entry-client-x.js');
    showAs('/w/out.tmp-7', '/w/out');
    try {
      const error = bundlerWriteError(Object.assign(new Error('Build failed with 1 error'), { errors: [{ message: text }] }), '/w/out.tmp-7')!;
      expect(error.message).toBe(`cannot write /w/out/assets/entry-client-x.js: ${error.message.split(': ').slice(1).join(': ')}`);
      expect(error.message).toMatch(cause);
      expectPlain(formatError(error));
    } finally {
      forgetShown('/w/out.tmp-7');
    }
  });

  it("a module the bundler could not read is no write error (the build's error names it)", () => {
    const text = 'Could not load .docusaurus/folio-locale/fr/x/default/data.json (os error 2)';
    expect(bundlerWriteError(Object.assign(new Error('Build failed with 1 error'), { errors: [{ message: text, code: 'UNLOADABLE_DEPENDENCY' }] }), '/w/out.tmp-7')).toBeUndefined();
  });

  it('every code of the table, any path and action: one line naming the shown path', () => {
    fc.assert(
      fc.property(fc.constantFrom(...FS_ERROR_CODES), fc.constantFrom('write', 'create the folder', 'read', 'remove'), fc.array(fc.stringMatching(/^[a-z0-9._-]{1,8}$/), { minLength: 1, maxLength: 4 }), (code, action, segments) => {
        const file = `/site/build.tmp-9/${segments.join('/')}`;
        const shown = mapPath(file, new Map([['/site/build.tmp-9', '/site/build']]));
        const { message } = fsMessage(code, action, shown);
        expect(message).toBe(`cannot ${action} /site/build/${segments.join('/')}: ${message.slice(`cannot ${action} ${shown}: `.length)}`);
        expect(message).not.toContain('\n');
        expect(message).not.toContain('.tmp-');
      }),
    );
  });

  it('a code outside the table still gives a message, and other errors are left alone', () => {
    expect(fsMessage('EWEIRD', 'write', '/a').message).toBe('cannot write /a: the system refused it (EWEIRD)');
    expect(fsError(new Error('not fs'), 'write', '/a')).toBeUndefined();
    expect(bundlerWriteError(new Error('Could not resolve "x"'), '/w/out')).toBeUndefined();
  });
});

describe('mapPath', () => {
  const table = new Map([
    ['/w/build.tmp-1', '/w/build'],
    ['/w/build.tmp-1-server', '/w/build'],
  ]);
  it.each([
    ['/w/build.tmp-1', '/w/build'],
    ['/w/build.tmp-1/a/b.html', '/w/build/a/b.html'],
    ['/w/build.tmp-1-server/entry-server.mjs', '/w/build/entry-server.mjs'],
    ['/w/build.tmp-10/a', '/w/build.tmp-10/a'],
    ['/elsewhere/x', '/elsewhere/x'],
  ])('%s → %s', (file, shown) => expect(mapPath(file, table)).toBe(shown));
});

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});
function tempDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'folio-fs-errors-'));
  dirs.push(dir);
  return dir;
}

describe('real faults', () => {
  it('makeDir: a file in the way of a folder, or of a folder on its path', () => {
    const dir = tempDir();
    writeFileSync(path.join(dir, 'file'), 'x');
    expect(() => makeDir(path.join(dir, 'file'))).toThrow(`cannot create the folder ${path.join(dir, 'file')}: a file is in the way`);
    expect(() => makeDir(path.join(dir, 'file', 'a', 'b'))).toThrow(/a file is in the way: part of the path is a file, not a folder \(at .*file\)/);
  });

  it('guardFs names the path given and the cause', () => {
    const dir = tempDir();
    expect(() => guardFs('write', path.join(dir, 'missing', 'x'), () => writeFileSync(path.join(dir, 'missing', 'x'), ''))).toThrow(`cannot write ${path.join(dir, 'missing', 'x')}: a folder on the path does not exist`);
  });

  it('the write thread reports a failed output write as one plain message naming the output folder', async () => {
    const dir = tempDir();
    const tmp = path.join(dir, 'out.tmp-5');
    writeFileSync(path.join(dir, 'blocker'), 'x');
    showAs(tmp, path.join(dir, 'out'));
    try {
      const files = writeChannel();
      files.write(path.join(dir, 'blocker', 'page.html'), 'x');
      await expect(files.flushOutput('the page')).rejects.toThrow(`cannot write the page ${path.join(dir, 'blocker', 'page.html')}: a file is in the way`);
      const error = writeFailureError({ file: path.join(tmp, 'a', 'index.html'), message: 'ENOSPC: no space left on device', code: 'ENOSPC' }, 'the page');
      expect(formatError(error)).toBe(`cannot write the page ${path.join(dir, 'out', 'a', 'index.html')}: the disk is full\nhint: ${error.hint}`);
    } finally {
      forgetShown(tmp);
    }
  });
});

describe("the bundler's errors passed on as text", () => {
  it.each([
    ["ENOSPC: no space left on device, copyfile '/s/static/a.svg' -> '/w/out.tmp-3/a.svg'", 'cannot write /w/out/a.svg: the disk is full'],
    ["EACCES: permission denied, open '/w/out.tmp-3/assets/x.css'", 'cannot write /w/out/assets/x.css: permission denied: the folder is read-only for this user'],
    ["ENOENT: no such file or directory, open '/s/src/missing.css'", undefined],
  ])('%s', (text, expected) => {
    showAs('/w/out.tmp-3', '/w/out');
    try {
      expect(bundlerWriteError(Object.assign(new Error('Build failed'), { errors: [{ message: text }] }), '/w/out.tmp-3')?.message).toBe(expected);
    } finally {
      forgetShown('/w/out.tmp-3');
    }
  });
});
