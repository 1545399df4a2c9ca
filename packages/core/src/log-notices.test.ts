import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { NoticeMemory, noticeKey, noticeOutput, sayNotices, type ConfigNotice, type NoticeOutput } from './log-notices.ts';

const shown = (text: string): ConfigNotice => ({ text, shows: true });
const quiet = (text: string): ConfigNotice => ({ text, shows: false });
const MIXED = [quiet('`organizationName`: a'), shown('`themeConfig.navbar.hideOnScroll`: b'), quiet('`future`: c')];

describe('noticeOutput', () => {
  const run = { source: 'docusaurus.config.js', command: 'build' };
  it.each<[string, ConfigNotice[], { said: boolean; verbose: boolean }, NoticeOutput]>([
    ['first run: those about the built site, and a line for the rest', MIXED, { said: false, verbose: false }, {
      warnings: ['`themeConfig.navbar.hideOnScroll`: b'],
      info: 'docusaurus.config.js: 2 more notices about options with no effect on the built site: `folio build --verbose` lists them',
    }],
    ['first run, every notice about the built site: no extra line', [shown('x')], { said: false, verbose: false }, { warnings: ['x'] }],
    ['first run, none about the built site', [quiet('x')], { said: false, verbose: false }, {
      warnings: [],
      info: 'docusaurus.config.js: 1 more notice about options with no effect on the built site: `folio build --verbose` lists them',
    }],
    ['said before: one short line', MIXED, { said: true, verbose: false }, { warnings: [], info: '3 notices about docusaurus.config.js, unchanged: `folio build --verbose` lists them' }],
    ['said before, one notice', [shown('x')], { said: true, verbose: false }, { warnings: [], info: '1 notice about docusaurus.config.js, unchanged: `folio build --verbose` lists them' }],
    ['--verbose: all of them, said or not', MIXED, { said: true, verbose: true }, { warnings: MIXED.map((notice) => notice.text) }],
    ['--verbose on a first run', MIXED, { said: false, verbose: true }, { warnings: MIXED.map((notice) => notice.text) }],
    ['no notices: nothing at all', [], { said: true, verbose: false }, { warnings: [] }],
    ['no notices, first run', [], { said: false, verbose: false }, { warnings: [] }],
  ])('%s', (_, notices, flags, expected) => {
    expect(noticeOutput(notices, { ...run, ...flags })).toEqual(expected);
  });

  it('names the command whose --verbose lists them', () => {
    expect(noticeOutput([shown('x')], { said: true, verbose: false, source: 'docusaurus.config.ts', command: 'dev' }).info).toBe('1 notice about docusaurus.config.ts, unchanged: `folio dev --verbose` lists them');
  });
});

const dir = mkdtempSync(path.join(os.tmpdir(), 'folio-notices-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
let sites = 0;

/** A site folder with a config file, its cache's memory, and a run that says its notices. */
function site() {
  const siteDir = path.join(dir, `site-${++sites}`);
  mkdirSync(siteDir);
  const file = path.join(siteDir, 'docusaurus.config.js');
  const cache = path.join(siteDir, 'node_modules/.cache/folio/notices.json');
  return {
    file,
    cache,
    write: (text: string) => writeFileSync(file, text),
    // Each run a process of its own: a new memory (what it knows is what the file holds), nothing said yet.
    say: (notices: ConfigNotice[], verbose = false) => sayNotices({ file, notices }, { verbose, command: 'build', memory: new NoticeMemory(cache), saidHere: new Set() }),
  };
}

describe('sayNotices: once per change of the config', () => {
  it('a second run with the same config prints no notice, one line; a changed config prints them again', () => {
    const s = site();
    s.write('module.exports = { title: "A", organizationName: "o" };');
    const first = s.say(MIXED);
    expect(first.warnings).toEqual(['`themeConfig.navbar.hideOnScroll`: b']);
    // The memory is a file of the site's cache, written whole (no temporary file left).
    expect(JSON.parse(readFileSync(s.cache, 'utf8')).said).toHaveProperty([s.file]);
    expect(readdirSync(path.dirname(s.cache))).toEqual(['notices.json']);
    const again = s.say(MIXED);
    expect(again).toEqual({ warnings: [], info: '3 notices about docusaurus.config.js, unchanged: `folio build --verbose` lists them' });
    s.write('module.exports = { title: "B", organizationName: "o" };');
    expect(s.say(MIXED).warnings).toEqual(['`themeConfig.navbar.hideOnScroll`: b']);
  });

  it('--verbose lists every notice every time, and a run after it prints none', () => {
    const s = site();
    s.write('module.exports = {};');
    expect(s.say(MIXED, true).warnings).toHaveLength(3);
    expect(s.say(MIXED, true).warnings).toHaveLength(3);
    expect(s.say(MIXED).warnings).toEqual([]);
  });

  it('the same config with other notices (an imported file changed, a new Folio) says them again', () => {
    const s = site();
    s.write('module.exports = require("./options.js");');
    s.say([shown('a')]);
    expect(s.say([shown('a')]).warnings).toEqual([]);
    expect(s.say([shown('a'), shown('b')]).warnings).toEqual(['a', 'b']);
  });

  it('without a memory (a cache that cannot be written, a programmatic build) every run is a first one', () => {
    const s = site();
    s.write('module.exports = {};');
    const run = (saidHere: Set<string>) => sayNotices({ file: s.file, notices: [shown('z')] }, { verbose: false, command: 'build', saidHere });
    expect(run(new Set()).warnings).toEqual(['z']);
    expect(run(new Set()).warnings).toEqual(['z']);
  });

  it('a second load in the same process (a dev restart) says nothing more, not even the line', () => {
    const s = site();
    s.write('module.exports = {};');
    const saidHere = new Set<string>();
    const run = () => sayNotices({ file: s.file, notices: [shown('z')] }, { verbose: false, command: 'dev', memory: new NoticeMemory(s.cache), saidHere });
    expect(run().warnings).toEqual(['z']);
    expect(run()).toEqual({ warnings: [] });
  });

  it('an unreadable or foreign memory file is no memory', () => {
    const s = site();
    s.write('module.exports = {};');
    s.say([shown('q')]);
    writeFileSync(s.cache, '{not json');
    expect(new NoticeMemory(s.cache).has(s.file, noticeKey(s.file, [shown('q')], []))).toBe(false);
    writeFileSync(s.cache, JSON.stringify({ format: 2, said: {} }));
    expect(new NoticeMemory(s.cache).has(s.file, noticeKey(s.file, [shown('q')], []))).toBe(false);
  });
});

describe('noticeKey', () => {
  it('changes with the config file, the notices and the versions, and with nothing else', () => {
    const s = site();
    s.write('module.exports = { a: 1 };');
    const base = noticeKey(s.file, [shown('n')], ['1.0.0']);
    expect(noticeKey(s.file, [shown('n')], ['1.0.0'])).toBe(base);
    expect(noticeKey(s.file, [shown('n')], ['1.0.1'])).not.toBe(base);
    expect(noticeKey(s.file, [quiet('n')], ['1.0.0'])).not.toBe(base);
    s.write('module.exports = { a: 2 };');
    expect(noticeKey(s.file, [shown('n')], ['1.0.0'])).not.toBe(base);
  });
});
