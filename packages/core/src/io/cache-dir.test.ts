import { lstatSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { cacheDir, canWrite, siteCacheDir } from './cache-dir.ts';

const root = mkdtempSync(path.join(os.tmpdir(), 'folio-cache-dir-test-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('cacheDir', () => {
  it("is the site's node_modules/.cache/folio when that can be written (or made)", () => {
    const site = path.join(root, 'writable');
    mkdirSync(site);
    expect(canWrite(siteCacheDir(site))).toBe(true);
    expect(cacheDir(site)).toBe(path.join(site, 'node_modules', '.cache', 'folio'));
    // Checking makes nothing.
    expect(() => lstatSync(path.join(site, 'node_modules'))).toThrow();
  });

  // A file where the folder would go stands for any folder that cannot be written (root, which
  // runs these tests, may write anywhere else).
  it('falls back to a private folder of the temporary folder, one per site, when it cannot be written', () => {
    const site = path.join(root, 'blocked');
    mkdirSync(site);
    writeFileSync(path.join(site, 'node_modules'), 'not a folder');
    expect(canWrite(siteCacheDir(site))).toBe(false);
    const dir = cacheDir(site);
    expect(dir.startsWith(os.tmpdir() + path.sep)).toBe(true);
    expect(dir).toBe(cacheDir(path.join(site, '.')));
    const other = path.join(root, 'blocked-too');
    mkdirSync(other);
    writeFileSync(path.join(other, 'node_modules'), 'not a folder');
    expect(cacheDir(other)).not.toBe(dir);
    const base = lstatSync(path.dirname(dir));
    expect(base.isDirectory()).toBe(true);
    if (process.platform !== 'win32') {
      expect(base.mode & 0o077).toBe(0);
      expect(base.uid).toBe(process.getuid!());
    }
  });

  it('canWrite: false for a path under a file, true under a writable folder', () => {
    writeFileSync(path.join(root, 'file'), '');
    expect(canWrite(path.join(root, 'file', 'x'))).toBe(false);
    expect(canWrite(path.join(root, 'new', 'deep', 'x'))).toBe(true);
  });
});
