import { existsSync, lstatSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { copyStaticDir } from './static-folders.ts';

let root = '';
afterEach(() => rmSync(root, { recursive: true, force: true }));

function site() {
  root = mkdtempSync(path.join(os.tmpdir(), 'folio-static-copy-'));
  const siteDir = path.join(root, 'site');
  const file = (name: string, text: string) => {
    mkdirSync(path.dirname(path.join(siteDir, name)), { recursive: true });
    writeFileSync(path.join(siteDir, name), text);
  };
  return { siteDir, file, ctx: { siteDir, config: { staticDirectories: ['static'] } } };
}

describe('copyStaticDir', () => {
  it('merges the folder into the output: files replaced, others kept, links copied as what they point to', () => {
    const { siteDir, file, ctx } = site();
    file('static/img/a.svg', '<svg/>');
    file('static/robots.txt', 'new');
    file('shared/logo.png', 'png');
    symlinkSync(path.join(siteDir, 'shared'), path.join(siteDir, 'static/linked'));
    symlinkSync(path.join(siteDir, 'static/img/a.svg'), path.join(siteDir, 'static/b.svg'));
    const out = path.join(root, 'out');
    mkdirSync(path.join(out, 'img'), { recursive: true });
    writeFileSync(path.join(out, 'robots.txt'), 'old');
    writeFileSync(path.join(out, 'img/kept.svg'), 'kept');
    copyStaticDir('static', out, ctx);
    const read = (name: string) => readFileSync(path.join(out, name), 'utf8');
    expect([read('robots.txt'), read('img/a.svg'), read('img/kept.svg'), read('linked/logo.png'), read('b.svg')]).toEqual(['new', '<svg/>', 'kept', 'png', '<svg/>']);
    expect(lstatSync(path.join(out, 'linked')).isSymbolicLink()).toBe(false);
    expect(lstatSync(path.join(out, 'b.svg')).isSymbolicLink()).toBe(false);
  });

  it('copies nothing from a missing folder, and refuses a link out of the site before copying anything', () => {
    const { siteDir, file, ctx } = site();
    const out = path.join(root, 'out');
    copyStaticDir('static', out, ctx);
    expect(existsSync(out)).toBe(false);
    file('static/a.txt', 'a');
    writeFileSync(path.join(root, 'outside.txt'), 'outside');
    symlinkSync(path.join(root, 'outside.txt'), path.join(siteDir, 'static/out.txt'));
    expect(() => copyStaticDir('static', out, { ...ctx })).toThrow(/out\.txt/);
    expect(existsSync(out)).toBe(false);
  });
});
