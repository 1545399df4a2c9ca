/**
 * Nothing from outside the site is published (issue "Nothing lost, nothing leaked", classes 4 and 5).
 *
 *  - Property tests of the path checks in src/io/ (site-files.ts, asset-references.ts) against an oracle of their own: a
 *    reference is built from tokens whose meaning (a name, `.`, `..`, how each decoding reads it)
 *    the oracle knows, and walks a stack of segments without the `path` module.
 *  - Unit tests of the guard on real folders with symbolic links, and of copyStaticDir.
 *  - Real builds with the CLI (child processes), each on a copy of an already built fixture: a
 *    symbolic link in pages/, docs/, versioned_docs/ or static/ that leads out of the site, or an
 *    asset path that climbs out of it, fails with exit 1, names the link and its target (or the
 *    file and line), prints no stack trace, and leaves build/ exactly as it was; links that stay
 *    inside the site build; `allowedOutsidePaths` lets a named outside folder in.
 */
import { existsSync, lstatSync, mkdirSync, readdirSync, readFileSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkAssetReference, checkStaticReference, referenceStaysInside } from '../src/io/asset-references.ts';
import { isWithin, siteGuard } from '../src/io/site-files.ts';
import { checkStaticDir, copyStaticDir, listFolder } from '../src/io/static-folders.ts';
import { isFolioError } from '../src/errors.ts';
import {
  copySite,
  describeRun,
  FIXTURES,
  leftoverTempFolders,
  lineOf,
  makeTempDir,
  readText,
  removeTempDirs,
  replaceIn,
  runFolio,
  snapshotOutput,
  writeText,
  type CliResult,
  type OutputSnapshot,
} from './helpers.ts';

afterAll(() => removeTempDirs());

// ---- the oracle ----------------------------------------------------------------------------

/**
 * One segment of a generated reference: its text, and the segments it stands for when the whole
 * reference is read with decodeURI (`uri`), decodeURIComponent (`component`), or segment by segment
 * decoded until nothing changes (`full`). `malformed`: a bad escape, which makes a whole-string
 * decoding fail, so that it reads every token as written.
 */
interface Token {
  text: string;
  uri: string[];
  component: string[];
  full: string[];
  malformed?: boolean;
}

const same = (text: string, segments: string[] = [text]): Token => ({ text, uri: segments, component: segments, full: segments });

const TOKENS: Token[] = [
  // climbing
  same('..', ['..']),
  same('%2e%2e', ['..']),
  same('.%2E', ['..']),
  same('%2E.', ['..']),
  // staying
  same('.', []),
  same('%2e', []),
  same('', []),
  // names, some of them look like dots or like the root's own names
  same('a'),
  same('b'),
  same('site'),
  same('docs'),
  same('...'),
  same('..a'),
  same('a..'),
  same('.hidden'),
  same('%61', ['a']),
  same('x%20y', ['x y']),
  // an encoded slash: a name for decodeURI, two segments otherwise
  { text: 'site%2Fz', uri: ['site%2Fz'], component: ['site', 'z'], full: ['site', 'z'] },
  { text: '%2e%2e%2F%2e%2e', uri: ['..%2F..'], component: ['..', '..'], full: ['..', '..'] },
  // double encoding: one decoding reads a name, decoding until stable reads `..`
  { text: '%252e%252e', uri: ['%2e%2e'], component: ['%2e%2e'], full: ['..'] },
  // malformed escapes
  { text: '%zz', uri: ['%zz'], component: ['%zz'], full: ['%zz'], malformed: true },
  { text: '%2e%2e%zz', uri: ['%2e%2e%zz'], component: ['%2e%2e%zz'], full: ['%2e%2e%zz'], malformed: true },
];

/** Walk segments from `start`: `.` and empty stay, `..` climbs (not above the file system root). */
function walk(start: readonly string[], segments: readonly string[]): string[] {
  const stack = [...start];
  for (const segment of segments) {
    if (segment === '' || segment === '.') continue;
    if (segment === '..') stack.pop();
    else stack.push(segment);
  }
  return stack;
}

function startsWith(stack: readonly string[], root: readonly string[]): boolean {
  return stack.length >= root.length && root.every((segment, index) => stack[index] === segment);
}

/** The oracle: is the reference inside `root`, read from `start`, however it is decoded? */
function oracleInside(root: string[], start: string[], tokens: Token[]): boolean {
  const malformed = tokens.some((token) => token.malformed);
  const asWritten = tokens.map((token) => token.text);
  const readings = [
    malformed ? asWritten : tokens.flatMap((token) => token.uri),
    malformed ? asWritten : tokens.flatMap((token) => token.component),
    tokens.flatMap((token) => token.full),
  ];
  return readings.every((segments) => startsWith(walk(start, segments), root));
}

const NAMES = ['site', 'site2', 'sit', 'docs', 'guides', 'a', '..a', 'a..'];
const rootArb = fc.constantFrom<string[]>(['site'], ['work', 'site'], ['work', 'site2', 'site']);
const subArb = fc.array(fc.constantFrom('docs', 'guides', 'site', 'a'), { maxLength: 3 });
const referenceArb = fc.record({
  tokens: fc.array(fc.constantFrom(...TOKENS), { minLength: 1, maxLength: 8 }),
  absolute: fc.boolean(),
});

function referenceText(tokens: Token[], absolute: boolean): string {
  return `${absolute ? '/' : ''}${tokens.map((token) => token.text).join('/')}`;
}

const abs = (segments: readonly string[]) => `/${segments.join('/')}`;

describe('property: the path checks agree with the oracle', () => {
  it('isWithin(root, target) is "the target\'s segments start with the root\'s"', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...NAMES), { minLength: 1, maxLength: 4 }), fc.array(fc.constantFrom(...NAMES), { maxLength: 6 }), (root, target) => {
        expect(isWithin(abs(root), abs(target))).toBe(startsWith(target, root));
      }),
      { numRuns: 2000 },
    );
  });

  it('referenceStaysInside(root, from, reference) for `..`, `.`, encoded and absolute references', () => {
    fc.assert(
      fc.property(rootArb, subArb, referenceArb, (root, sub, { tokens, absolute }) => {
        const from = [...root, ...sub];
        const reference = referenceText(tokens, absolute);
        // An absolute reference (asked for, or made by a first empty token) starts at the file system root.
        const start = reference.startsWith('/') ? [] : from;
        expect(referenceStaysInside(abs(root), abs(from), reference), reference).toBe(oracleInside(root, start, tokens));
      }),
      { numRuns: 3000 },
    );
  });

  it('checkAssetReference refuses exactly the references that leave a real site, before anything is read', () => {
    const site = makeTempDir('leaks-prop-site');
    mkdirSync(path.join(site, 'pages/guides'), { recursive: true });
    writeFileSync(path.join(site, 'pages/guides/a'), 'a');
    const guard = siteGuard({ siteDir: site });
    const root = site.split(path.sep).filter(Boolean);
    const from = [...root, 'pages', 'guides'];
    fc.assert(
      fc.property(referenceArb, ({ tokens, absolute }) => {
        const reference = referenceText(tokens, absolute);
        const result = checkAssetReference(guard, abs(from), reference);
        const refused = result.reason !== undefined && /leads outside the site/.test(result.reason);
        const start = reference.startsWith('/') ? [] : from;
        expect(refused, `${reference}: ${result.reason}`).toBe(!oracleInside(root, start, tokens));
      }),
      { numRuns: 1500 },
    );
  });

  it('checkStaticReference never finds a file outside the static folder, whatever the absolute path', () => {
    const site = makeTempDir('leaks-prop-static');
    mkdirSync(path.join(site, 'static/img'), { recursive: true });
    writeFileSync(path.join(site, 'static/img/a'), 'a');
    const staticDir = path.join(site, 'static');
    const guard = siteGuard({ siteDir: site });
    const root = staticDir.split(path.sep).filter(Boolean);
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...TOKENS), { minLength: 1, maxLength: 8 }), (tokens) => {
        const url = referenceText(tokens, true);
        const result = checkStaticReference(guard, [staticDir], '/', url);
        // An absolute URL path is read from the static folder (empty segments included).
        const inside = oracleInside(root, root, tokens);
        if (!inside) expect(result.reason, url).toMatch(/leads outside the static folder/);
        if (result.file !== undefined) expect(isWithin(staticDir, result.file), url).toBe(true);
      }),
      { numRuns: 1500 },
    );
  });
});

// ---- the guard on real folders ---------------------------------------------------------------

function folioErrorOf(run: () => unknown): { message: string; file?: string } {
  try {
    run();
  } catch (error) {
    if (isFolioError(error)) return error;
    throw error;
  }
  throw new Error('expected a FolioError');
}

describe('the guard on real folders', () => {
  it('a link out of the site is named with its target; links inside, and allowed folders, are followed', () => {
    const site = makeTempDir('leaks-guard-site');
    const outside = makeTempDir('leaks-guard-outside');
    writeFileSync(path.join(outside, 'secret.md'), 'secret');
    mkdirSync(path.join(site, 'docs/sub'), { recursive: true });
    writeFileSync(path.join(site, 'docs/sub/real.md'), 'real');
    symlinkSync('/etc/passwd', path.join(site, 'docs/passwd.md'));
    symlinkSync(outside, path.join(site, 'docs/out'));
    symlinkSync('sub/real.md', path.join(site, 'docs/inside.md'));
    const guard = siteGuard({ siteDir: site });

    const passwd = folioErrorOf(() => guard.assert(path.join(site, 'docs/passwd.md')));
    expect(passwd.message).toContain('docs/passwd.md is a symbolic link to /etc/passwd');
    expect(passwd.message).toContain('outside the site');
    expect(passwd.file).toBe(path.join(site, 'docs/passwd.md'));

    // A file read through a linked folder names the folder's link.
    const through = folioErrorOf(() => guard.assert(path.join(site, 'docs/out/secret.md')));
    expect(through.message).toContain(`docs/out is a symbolic link to ${outside}`);
    expect(through.file).toBe(path.join(site, 'docs/out'));

    expect(guard.assert(path.join(site, 'docs/inside.md'))).toBe(path.join(site, 'docs/sub/real.md'));
    const allowed = siteGuard({ siteDir: site, allowed: [path.relative(site, outside)] });
    expect(allowed.assert(path.join(site, 'docs/out/secret.md'))).toBe(path.join(outside, 'secret.md'));
  });

  it('listFolder lists a link as what it points to and refuses one that leads out', () => {
    const site = makeTempDir('leaks-list');
    mkdirSync(path.join(site, 'docs/real'), { recursive: true });
    symlinkSync('real', path.join(site, 'docs/linked'));
    symlinkSync('missing', path.join(site, 'docs/dangling'));
    const entries = listFolder(path.join(site, 'docs'), siteGuard({ siteDir: site }));
    expect(entries.map((entry) => [entry.name, entry.isDirectory, entry.isSymbolicLink]).sort()).toEqual([
      ['linked', true, true],
      ['real', true, false],
    ]);
    symlinkSync('/etc', path.join(site, 'docs/etc'));
    expect(folioErrorOf(() => listFolder(path.join(site, 'docs'), siteGuard({ siteDir: site }))).message).toContain('docs/etc is a symbolic link to /etc');
  });

  it('checkStaticDir refuses links out (to a file or a folder), dangling links and links to a folder above', () => {
    const make = (label: string, link: string, at: string) => {
      const site = makeTempDir(`leaks-static-${label}`);
      mkdirSync(path.join(site, 'static/img'), { recursive: true });
      writeFileSync(path.join(site, 'static/img/a.png'), 'png');
      symlinkSync(link, path.join(site, 'static', at));
      return folioErrorOf(() => checkStaticDir('static', { siteDir: site })).message;
    };
    expect(make('file', '/etc/passwd', 'img/leak.txt')).toMatch(/static\/img\/leak\.txt is a symbolic link to \/etc\/passwd, which is outside the site/);
    expect(make('dir', '/etc', 'etc')).toMatch(/static\/etc is a symbolic link to \/etc, which is outside the site/);
    expect(make('dangling', 'nowhere.png', 'gone.png')).toMatch(/static\/gone\.png is a symbolic link to nowhere\.png, which does not exist/);
    expect(make('loop', '..', 'img/up')).toMatch(/static\/img\/up is a symbolic link to \.\., a folder that contains the link itself/);
  });

  it('copyStaticDir copies links inside the site as files, refuses links out, and skips a missing folder', () => {
    const site = makeTempDir('leaks-copy');
    const out = makeTempDir('leaks-copy-out');
    mkdirSync(path.join(site, 'assets/img'), { recursive: true });
    mkdirSync(path.join(site, 'pages'), { recursive: true });
    writeFileSync(path.join(site, 'pages/a.md'), '# A');
    writeFileSync(path.join(site, 'assets/img/x.png'), 'png');
    symlinkSync('../pages', path.join(site, 'assets/pages'));
    symlinkSync('img/x.png', path.join(site, 'assets/y.png'));
    const ctx = { siteDir: site, config: { staticDirectories: ['static', 'assets'], allowedOutsidePaths: [] } };
    copyStaticDir('assets', out, ctx);
    copyStaticDir('no-such-folder', out, ctx);
    expect(readFileSync(path.join(out, 'pages/a.md'), 'utf8')).toBe('# A');
    expect(lstatSync(path.join(out, 'pages')).isSymbolicLink()).toBe(false);
    expect(lstatSync(path.join(out, 'y.png')).isSymbolicLink()).toBe(false);
    expect(readFileSync(path.join(out, 'y.png'), 'utf8')).toBe('png');

    symlinkSync('/etc/passwd', path.join(site, 'assets/passwd'));
    const out2 = makeTempDir('leaks-copy-out2');
    expect(folioErrorOf(() => copyStaticDir('assets', out2, ctx)).message).toContain('assets/passwd is a symbolic link to /etc/passwd');
    expect(readdirSync(out2)).toEqual([]);
  });

  it('checkAssetReference names a folder, a missing file, and a link out', () => {
    const site = makeTempDir('leaks-asset');
    mkdirSync(path.join(site, 'pages/img'), { recursive: true });
    writeFileSync(path.join(site, 'pages/img/a.png'), 'png');
    symlinkSync('/proc/self/environ', path.join(site, 'pages/img/env.png'));
    const guard = siteGuard({ siteDir: site });
    const from = path.join(site, 'pages');
    expect(checkAssetReference(guard, from, './img/a.png')).toEqual({ file: path.join(site, 'pages/img/a.png') });
    expect(checkAssetReference(guard, from, 'img/a%2Epng')).toEqual({ file: path.join(site, 'pages/img/a.png') });
    expect(checkAssetReference(guard, from, './').reason).toBe('"./" points to a folder, not a file');
    expect(checkAssetReference(guard, from, './img').reason).toBe('"./img" points to a folder, not a file');
    expect(checkAssetReference(guard, from, './img/b.png').reason).toBe('the file "./img/b.png" does not exist');
    expect(checkAssetReference(guard, from, './img/env.png').reason).toContain('pages/img/env.png is a symbolic link to /proc/self/environ');
    expect(checkAssetReference(guard, from, '../../../../../../../../../../proc/self/environ').reason).toContain('leads outside the site (to /proc/self/environ)');
  });
});

// ---- real builds ---------------------------------------------------------------------------

const BASIC = path.join(FIXTURES, 'basic');
const VERSIONED = path.join(FIXTURES, 'versioned');
const STACK_FRAME = /^\s+at .+:\d+:\d+\)?$/m;
/** The first line of /etc/passwd: must appear in no output. */
const PASSWD_LINE = readFileSync('/etc/passwd', 'utf8').split('\n')[0]!;

interface Template {
  dir: string;
  output: OutputSnapshot;
}

const templates = new Map<string, Promise<Template>>();

/** A copy of a fixture, built once by the real CLI; each case copies it, build/ included. */
function template(fixture: string): Promise<Template> {
  let pending = templates.get(fixture);
  if (!pending) {
    pending = (async () => {
      const dir = copySite(fixture, `leaks-template-${path.basename(fixture)}`);
      const result = await runFolio(['build', dir], { timeoutMs: 120_000 });
      if (result.code !== 0) throw new Error(`building ${fixture} failed:\n${describeRun(result)}`);
      return { dir, output: snapshotOutput(path.join(dir, 'build')) };
    })();
    templates.set(fixture, pending);
  }
  return pending;
}

beforeAll(async () => {
  await Promise.all([template(BASIC), template(VERSIONED)]);
}, 240_000);

interface Run {
  site: string;
  before: OutputSnapshot;
  result: CliResult;
}

/** Copy the built fixture, change it with `edit`, build it. */
async function buildChanged(fixture: string, label: string, edit: (site: string) => void): Promise<Run> {
  const { dir, output } = await template(fixture);
  const site = copySite(dir, `leaks-${label}`, { withOutput: true });
  const before = snapshotOutput(path.join(site, 'build'));
  expect(before.files).toEqual(output.files);
  edit(site);
  const result = await runFolio(['build', site], { timeoutMs: 90_000 });
  return { site, before, result };
}

/** Every file of a folder that contains `needle`. */
function filesContaining(dir: string, needle: string): string[] {
  const found: string[] = [];
  const visit = (current: string) => {
    for (const entry of readdirSync(current, { withFileTypes: true })) {
      const full = path.join(current, entry.name);
      if (entry.isDirectory()) visit(full);
      else if (entry.isFile() && readFileSync(full).includes(needle)) found.push(path.relative(dir, full));
    }
  };
  if (existsSync(dir)) visit(dir);
  return found;
}

/** Exit 1, an error line, no stack trace, build/ byte for byte as before, nothing of the target in it, no temp folders. */
function expectRefused(run: Run): void {
  const { result, site, before } = run;
  const report = describeRun(result);
  expect(result.timedOut, `a hang\n${report}`).toBe(false);
  expect(result.code, report).toBe(1);
  expect(result.stderr, report).toContain('[folio] error:');
  expect(result.stderr, 'a stack trace instead of a message').not.toMatch(STACK_FRAME);
  expect(snapshotOutput(path.join(site, 'build')).files, 'build/ changed').toEqual(before.files);
  expect(filesContaining(path.join(site, 'build'), PASSWD_LINE)).toEqual([]);
  expect(leftoverTempFolders(site), 'temporary output folders left behind').toEqual([]);
}

function expectBuilt(run: Run): void {
  expect(run.result.code, describeRun(run.result)).toBe(0);
}

/** `file:line` of a file under the site, as the CLI prints it (absolute or relative). */
function location(file: string, line: number): RegExp {
  const escaped = file.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(^|[\\s/(])${escaped}:${line}(:\\d+)?(?!\\d)`, 'm');
}

function link(site: string, at: string, target: string): void {
  mkdirSync(path.dirname(path.join(site, at)), { recursive: true });
  symlinkSync(target, path.join(site, at));
}

function appendTo(site: string, file: string, text: string): void {
  writeText(site, file, `${readText(site, file)}\n${text}\n`);
}

const OUTSIDE_MESSAGE = /is a symbolic link to \/etc\/passwd, which is outside the site/;

describe.concurrent('class 4: symbolic links out of the site fail the build', () => {
  it('pages/: a Markdown page linked to /etc/passwd', async () => {
    const run = await buildChanged(BASIC, 'pages-passwd', (site) => link(site, 'pages/passwd.md', '/etc/passwd'));
    expectRefused(run);
    expect(run.result.stderr).toMatch(/pages\/passwd\.md is a symbolic link to \/etc\/passwd, which is outside the site/);
    expect(run.result.stderr).toMatch(/allowedOutsidePaths/);
  });

  it('docs/: a doc linked to /etc/passwd', async () => {
    const run = await buildChanged(VERSIONED, 'docs-passwd', (site) => link(site, 'docs/05-passwd.md', '/etc/passwd'));
    expectRefused(run);
    expect(run.result.stderr).toMatch(/docs\/05-passwd\.md/);
    expect(run.result.stderr).toMatch(OUTSIDE_MESSAGE);
  });

  it('versioned_docs/: a doc of a released version linked to /etc/passwd', async () => {
    const run = await buildChanged(VERSIONED, 'versioned-passwd', (site) => link(site, 'versioned_docs/version-1.0.0/05-passwd.md', '/etc/passwd'));
    expectRefused(run);
    expect(run.result.stderr).toMatch(/versioned_docs\/version-1\.0\.0\/05-passwd\.md is a symbolic link to \/etc\/passwd/);
  });

  it('docs/: a folder linked to /etc is refused before it is searched for docs', async () => {
    const run = await buildChanged(VERSIONED, 'docs-etc', (site) => link(site, 'docs/05-etc', '/etc'));
    expectRefused(run);
    expect(run.result.stderr).toMatch(/docs\/05-etc is a symbolic link to \/etc, which is outside the site/);
  });

  it('docs/: a _category_ file linked out of the site', async () => {
    const run = await buildChanged(VERSIONED, 'category-passwd', (site) => link(site, 'docs/02-Installation/_category_.yml', '/etc/passwd'));
    expectRefused(run);
    expect(run.result.stderr).toMatch(/docs\/02-Installation\/_category_\.yml is a symbolic link to \/etc\/passwd/);
  });

  it('static/: a file linked to /etc/passwd', async () => {
    const run = await buildChanged(BASIC, 'static-file', (site) => link(site, 'static/leak.txt', '/etc/passwd'));
    expectRefused(run);
    expect(run.result.stderr).toMatch(/static\/leak\.txt is a symbolic link to \/etc\/passwd, which is outside the site/);
  });

  it('static/: a folder linked to /etc', async () => {
    const run = await buildChanged(BASIC, 'static-dir', (site) => link(site, 'static/img/etc', '/etc'));
    expectRefused(run);
    expect(run.result.stderr).toMatch(/static\/img\/etc is a symbolic link to \/etc, which is outside the site/);
  });

  it('a second static folder: a file linked to /etc/passwd', async () => {
    const run = await buildChanged(BASIC, 'static-second', (site) => {
      replaceIn(site, 'site.config.ts', "baseUrl: '/',", "baseUrl: '/',\n  staticDirectories: ['static', 'public'],");
      writeText(site, 'public/ok.txt', 'ok');
      link(site, 'public/leak.txt', '/etc/passwd');
    });
    expectRefused(run);
    expect(run.result.stderr).toMatch(/public\/leak\.txt is a symbolic link to \/etc\/passwd, which is outside the site/);
  });
});

describe.concurrent('class 4: what stays inside, or is allowed, builds', () => {
  it('links inside the site (a page, a static folder, an image) build, and static links are copied as files', async () => {
    const run = await buildChanged(BASIC, 'inside', (site) => {
      writeText(site, 'extra/page.md', '# Linked page\n\nFrom a folder of the site.\n');
      link(site, 'pages/linked.md', '../extra/page.md');
      link(site, 'static/pages-copy', '../pages');
      link(site, 'pages/guides/logo.svg', '../../static/img/favicon.svg');
      appendTo(site, 'pages/guides/first.md', '![logo](./logo.svg)');
    });
    expectBuilt(run);
    const build = path.join(run.site, 'build');
    expect(existsSync(path.join(build, 'linked/index.html'))).toBe(true);
    expect(lstatSync(path.join(build, 'pages-copy')).isSymbolicLink()).toBe(false);
    expect(statSync(path.join(build, 'pages-copy/index.md')).isFile()).toBe(true);
  });

  it('allowedOutsidePaths lets a named outside folder in (docs), and without it the same link fails', async () => {
    const outside = makeTempDir('leaks-outside-docs');
    writeFileSync(path.join(outside, 'shared.md'), '---\ntitle: Shared\n---\n\n# Shared\n\nSHARED-FROM-OUTSIDE\n');
    const edit = (site: string) => link(site, 'docs/05-shared', outside);
    const refused = await buildChanged(VERSIONED, 'outside-docs-refused', edit);
    expectRefused(refused);
    expect(refused.result.stderr).toMatch(/docs\/05-shared is a symbolic link to /);
    const allowed = await buildChanged(VERSIONED, 'outside-docs-allowed', (site) => {
      edit(site);
      replaceIn(site, 'site.config.ts', "title: 'Versioned Docs',", `title: 'Versioned Docs',\n  allowedOutsidePaths: [${JSON.stringify(path.relative(site, outside))}],`);
    });
    expectBuilt(allowed);
    expect(filesContaining(path.join(allowed.site, 'build'), 'SHARED-FROM-OUTSIDE').some((file) => file.endsWith('.html'))).toBe(true);
  });

  it('allowedOutsidePaths lets a named outside folder in (pages and static)', async () => {
    const outside = makeTempDir('leaks-outside-static');
    writeFileSync(path.join(outside, 'note.txt'), 'NOTE-FROM-OUTSIDE');
    writeFileSync(path.join(outside, 'page.md'), '# Outside page\n\nPAGE-FROM-OUTSIDE\n');
    const run = await buildChanged(BASIC, 'outside-static-allowed', (site) => {
      link(site, 'static/note.txt', path.join(outside, 'note.txt'));
      link(site, 'pages/outside.md', path.join(outside, 'page.md'));
      replaceIn(site, 'site.config.ts', "baseUrl: '/',", `baseUrl: '/',\n  allowedOutsidePaths: [${JSON.stringify(outside)}],`);
    });
    expectBuilt(run);
    expect(readFileSync(path.join(run.site, 'build/note.txt'), 'utf8')).toBe('NOTE-FROM-OUTSIDE');
    expect(readFileSync(path.join(run.site, 'build/outside/index.html'), 'utf8')).toContain('PAGE-FROM-OUTSIDE');
  });
});

describe.concurrent('class 5: asset paths that climb out of the site fail the build', () => {
  const PAGE = 'pages/guides/first.md';

  it('![x](../../…/proc/self/environ) names the file and line; nothing is inlined', async () => {
    const climb = `${'../'.repeat(24)}proc/self/environ`;
    const run = await buildChanged(BASIC, 'asset-environ', (site) => appendTo(site, PAGE, `![x](${climb})`));
    expectRefused(run);
    expect(run.result.stderr).toMatch(location(PAGE, lineOf(run.site, PAGE, 'proc/self/environ')));
    expect(run.result.stderr).toContain('leads outside the site (to /proc/self/environ)');
  });

  it('an encoded climb (%2e%2e) is refused too, in an .mdx page', async () => {
    const file = 'pages/guides/second.mdx';
    const climb = `${'%2e%2e/'.repeat(24)}etc/passwd`;
    const run = await buildChanged(BASIC, 'asset-encoded', (site) => appendTo(site, file, `![x](${climb})`));
    expectRefused(run);
    expect(run.result.stderr).toMatch(location(file, lineOf(run.site, file, 'etc/passwd')));
    expect(run.result.stderr).toContain('leads outside the site (to /etc/passwd)');
  });

  it('an image through a symbolic link out of the site names the link, its target, the file and line', async () => {
    const run = await buildChanged(BASIC, 'asset-link', (site) => {
      link(site, 'media/env.png', '/proc/self/environ');
      appendTo(site, PAGE, '![env](../../media/env.png)');
    });
    expectRefused(run);
    expect(run.result.stderr).toMatch(location(PAGE, lineOf(run.site, PAGE, 'media/env.png')));
    expect(run.result.stderr).toContain('media/env.png is a symbolic link to /proc/self/environ');
  });

  it('a missing absolute image (/img/missing.png) fails like a missing relative one', async () => {
    const run = await buildChanged(BASIC, 'asset-missing-absolute', (site) => appendTo(site, PAGE, '![gone](/img/missing.png)'));
    expectRefused(run);
    expect(run.result.stderr).toMatch(location(PAGE, lineOf(run.site, PAGE, '/img/missing.png')));
    expect(run.result.stderr).toContain('the file "/img/missing.png" does not exist in the static folder (static/)');
  });

  it('an absolute image that climbs out of the static folder is refused', async () => {
    const run = await buildChanged(BASIC, 'asset-absolute-climb', (site) => appendTo(site, PAGE, '![x](/img/../../../../../../../../etc/passwd)'));
    expectRefused(run);
    expect(run.result.stderr).toMatch(location(PAGE, lineOf(run.site, PAGE, 'etc/passwd')));
    expect(run.result.stderr).toContain('leads outside the static folder');
  });

  it('![](./) says the image points to a folder, with file:line', async () => {
    const run = await buildChanged(BASIC, 'asset-folder', (site) => appendTo(site, PAGE, 'See ![](./) here.'));
    expectRefused(run);
    expect(run.result.stderr).toMatch(location(PAGE, lineOf(run.site, PAGE, '![](./)')));
    expect(run.result.stderr).toContain('"./" points to a folder, not a file');
    expect(run.result.stderr).not.toContain('Could not resolve');
  });

  it('an absolute image in the static folder, and one written with the base URL, build', async () => {
    const run = await buildChanged(BASIC, 'asset-absolute-ok', (site) => {
      replaceIn(site, 'site.config.ts', "baseUrl: '/',", "baseUrl: '/docs/',");
      appendTo(site, PAGE, '![a](/img/favicon.svg)\n\n![b](/docs/img/favicon.svg)');
    });
    expectBuilt(run);
    const html = readFileSync(path.join(run.site, 'build/guides/first/index.html'), 'utf8');
    expect(html).toContain('src="/docs/img/favicon.svg"');
  });
});
