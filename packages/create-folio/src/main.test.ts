/** The CLI in-process, in folders under os.tmpdir(): what it writes, and what it refuses to touch. */
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { main, ownVersion, type CreateIo } from './main.ts';
import { FOLIO_PACKAGES, renderTemplateFile, TEMPLATE_DIR, templateFiles } from './scaffold.ts';

const root = mkdtempSync(path.join(os.tmpdir(), 'create-folio-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

async function run(argv: string[], cwd: string, answers?: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const asked: string[] = [];
  const io: CreateIo = { cwd, out: (text) => out.push(text), err: (text) => err.push(text) };
  if (answers) io.ask = async (question, fallback) => (asked.push(question), answers.shift() || fallback);
  const code = await main(argv, io);
  return { code, out: out.join(''), err: err.join(''), asked };
}

function freshDir(name: string): string {
  const dir = path.join(root, name);
  mkdirSync(dir);
  return dir;
}

describe('create-folio writes a site', () => {
  it('into a new folder, with the title in the config and README, and package.json at its own version', async () => {
    const cwd = freshDir('new');
    const result = await run(['Docs Hub', '--name', "Ada's Docs"], cwd);
    expect(result).toMatchObject({ code: 0, err: '' });
    expect(result.out).toContain("cd 'Docs Hub'");
    expect(result.out).toContain("The package is named docs-hub (npm's rules for names: lower case; only a-z, 0-9, '-', '.' and '_').");
    const site = path.join(cwd, 'Docs Hub');
    const expected = templateFiles().map((file) => file.replace(/(^|\/)gitignore$/, '$1.gitignore'));
    expect(readdirSync(site, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile()).length).toBe(expected.length + 1);
    expect(readFileSync(path.join(site, 'site.config.ts'), 'utf8')).toContain(`const title = "Ada's Docs";`);
    expect(readFileSync(path.join(site, 'README.md'), 'utf8')).toMatch(/^# Ada\\'s Docs\n/);
    expect(readFileSync(path.join(site, '.gitignore'), 'utf8')).toContain('node_modules/');
    const manifest = JSON.parse(readFileSync(path.join(site, 'package.json'), 'utf8'));
    expect(manifest).toMatchObject({ name: 'docs-hub', private: true, type: 'module', scripts: { start: 'folio dev', build: 'folio build', 'docs:version': 'folio docs:version' } });
    for (const name of FOLIO_PACKAGES) expect(manifest.dependencies[name]).toBe(`^${ownVersion()}`);
  });

  it('into an empty folder given as `.`, asking at a terminal for what is missing', async () => {
    const cwd = freshDir('empty-here');
    mkdirSync(path.join(cwd, '.git'));
    const result = await run(['.'], cwd, ['Here We Go']);
    expect(result.code).toBe(0);
    expect(result.asked).toEqual(["The site's title"]);
    expect(result.out).toContain('in this folder');
    expect(result.out).not.toContain('cd ');
    expect(readFileSync(path.join(cwd, 'site.config.ts'), 'utf8')).toContain('const title = "Here We Go";');
  });

  it('with --yes, asking nothing and taking the defaults', async () => {
    const cwd = freshDir('defaults');
    const result = await run(['--yes'], cwd, ['never used']);
    expect(result.code).toBe(0);
    expect(result.asked).toEqual([]);
    expect(readFileSync(path.join(cwd, 'my-site/site.config.ts'), 'utf8')).toContain('const title = "My Site";');
  });
});

describe('create-folio refuses, exits 1 and changes nothing', () => {
  it.each([
    ['a non-empty folder', (dir: string) => writeFileSync(path.join(dir, 'site/notes.txt'), 'mine'), /site is not empty \(it holds notes\.txt\)/],
    ['a folder holding a site already', (dir: string) => writeFileSync(path.join(dir, 'site/site.config.ts'), 'mine'), /site is not empty/],
    ['a file', (dir: string) => (rmSync(path.join(dir, 'site'), { recursive: true }), writeFileSync(path.join(dir, 'site'), 'mine')), /site is a file/],
  ])('%s', async (name, prepare, message) => {
    const cwd = freshDir(`refuse-${name.replaceAll(' ', '-')}`);
    mkdirSync(path.join(cwd, 'site'));
    prepare(cwd);
    const before = readdirSync(cwd, { recursive: true });
    const result = await run(['site', '--yes'], cwd);
    expect(result.code).toBe(1);
    expect(result.err).toMatch(message);
    expect(result.out).toBe('');
    expect(readdirSync(cwd, { recursive: true })).toEqual(before);
  });

  it('bad arguments, with the usage', async () => {
    const result = await run(['one', 'two'], freshDir('bad-arguments'));
    expect(result).toMatchObject({ code: 1, out: '' });
    expect(result.err).toMatch(/^create-folio: one folder at a time[\s\S]*Usage: npm create folio/);
  });
});

describe('renderTemplateFile', () => {
  const values = { name: 'x', title: "It's \\ {{name}} <b>", version: '1.2.3' };
  it.each([
    ['site.config.ts', 'title: {{title:js}}', 'title: "It\'s \\\\ {{name}} <b>"'],
    ['site.config.ts', 'copyright: {{title:html:js}}', 'copyright: "It&#39;s \\\\ {{name}} &lt;b&gt;"'],
    ['README.md', '# {{title:md}}', "# It\\'s \\\\ \\{\\{name\\}\\} \\<b\\>"],
  ])('%s: %s', (file, text, expected) => {
    expect(renderTemplateFile(file, text, values)).toBe(expected);
  });
  it('refuses a token it does not know, rather than leaving it in the site', () => {
    expect(() => renderTemplateFile('a.ts', '{{title}}', values)).toThrow(/unknown token \{\{title\}\}/);
  });
  it('knows every token of the template', () => {
    for (const file of templateFiles()) {
      if (!/\.(?:ts|tsx|md|json|ya?ml|css)$/.test(file)) continue;
      const text = readFileSync(path.join(TEMPLATE_DIR, file), 'utf8');
      expect(() => renderTemplateFile(file, text, values), file).not.toThrow();
    }
  });
});
