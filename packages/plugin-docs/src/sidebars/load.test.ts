/** Category files read from disk: every bad file reported at once, link problems blamed on the file. */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { FolioErrors } from '@folio/core';
import { createDoc } from '../docs.ts';
import type { SidebarsConfig, Version } from '../options.ts';
import { DEFAULT_SIDEBARS, loadCategories } from './load.ts';
import { resolveSidebars } from './resolve.ts';
import { SIDEBARS_FILE, options, thrown, vLast } from '../../test/sidebar-fixtures.ts';

describe('category files on disk: every bad file at once, and link problems blamed on the file', () => {
  const root = mkdtempSync(path.join(os.tmpdir(), 'folio-categories-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  const write = (relative: string, text: string) => {
    mkdirSync(path.dirname(path.join(root, relative)), { recursive: true });
    writeFileSync(path.join(root, relative), text);
  };

  it('reports the problems of every category file of the version in one error', () => {
    const dir = path.join(root, 'many');
    write('many/a/_category_.json', '{ "lable": "A" }');
    write('many/b/_category_.yml', 'label: B\nposition: .nan\n');
    write('many/c/_category_.json', '{ "label": "C", "postion": 1 }');
    write('many/d/_category_.json', '{ "label": "D" }');
    const error = thrown(() => loadCategories(dir));
    expect(error).toBeInstanceOf(FolioErrors);
    expect((error as FolioErrors).problems.map((p) => [path.relative(dir, p.file!), p.pointer, p.message])).toEqual([
      ['a/_category_.json', '#/lable', 'unknown key `lable` in a category file (did you mean `label`?)'],
      ['b/_category_.yml', '#/position', '`position` must be a finite number, got NaN'],
      ['c/_category_.json', '#/postion', 'unknown key `postion` in a category file (did you mean `position`?)'],
    ]);
  });

  it('one bad file: its own error, with file and pointer', () => {
    const dir = path.join(root, 'one');
    write('one/a/_category_.json', '{ "label": "A", "link": { "type": "doc", "id": "x", "idd": "x" } }');
    const error = thrown(() => loadCategories(dir));
    expect(error).not.toBeInstanceOf(FolioErrors);
    expect(error).toMatchObject({ file: path.join(dir, 'a/_category_.json'), pointer: '#/link/idd', message: 'unknown key `idd` in a "doc" link (did you mean `id`?)' });
  });

  it.each<[string, string, string, object]>([
    ['trailing commas', '_category_.json', '{\n  "label": "A",\n  "position": 2,\n}\n', { label: 'A', position: 2 }],
    ['a trailing comma in the link', '_category_.json', '{ "label": "A", "link": { "type": "generated-index", "slug": "/a", }, }', { label: 'A', link: { type: 'generated-index', slug: '/a' } }],
    ['tab indentation and a trailing comma', '_category_.json', '{\n\t"label": "A",\n\t"collapsed": false,\n}', { label: 'A', collapsed: false }],
    ['YAML in a .json file', '_category_.json', 'label: A\nposition: 3\n', { label: 'A', position: 3 }],
    ['strict JSON', '_category_.json', '{ "label": "A", "customProps": { "n": 1e2 } }', { label: 'A', customProps: { n: 100 } }],
    ['YAML flow mapping in a .yml file', '_category_.yml', '{ label: A, position: 1, }', { label: 'A', position: 1 }],
  ])('reads %s as Docusaurus does (a YAML parser)', (_, name, text, expected) => {
    const dir = path.join(root, `lenient-${name}-${text.length}`);
    write(path.relative(root, path.join(dir, 'a', name)), text);
    expect(loadCategories(dir).get('a')).toEqual(expected);
  });

  it('real syntax errors and wrong types of several files: one error, each with file and line/column or pointer', () => {
    const dir = path.join(root, 'broken');
    write('broken/a/_category_.json', '{\n  "label": "A"\n  "position": 2\n}');
    write('broken/b/_category_.yml', 'label: [B\n');
    write('broken/c/_category_.json', '{ "label": 3, }');
    write('broken/d/_category_.json', '{ "label": "fine", }');
    const error = thrown(() => loadCategories(dir)) as FolioErrors;
    expect(error).toBeInstanceOf(FolioErrors);
    expect(error.problems.map((p) => [path.relative(dir, p.file!), p.line, p.column, p.pointer, p.message])).toEqual([
      ['a/_category_.json', 3, 3, undefined, 'invalid JSON: expected a comma'],
      ['b/_category_.yml', 2, 1, undefined, expect.stringMatching(/^invalid YAML: /)],
      ['c/_category_.json', undefined, undefined, '#/label', '`label` must be a string'],
    ]);
  });

  const version = (dir: string): Version => ({ ...vLast, contentPath: path.join(root, dir) });
  const resolveIn = (dir: string, relativePaths: string[]) => {
    const v = version(dir);
    const docs = relativePaths.map((relative) => createDoc({ relativePath: relative, frontMatter: {}, source: path.join(v.contentPath, relative) }, { version: v, options }));
    return resolveSidebars({ config: DEFAULT_SIDEBARS, docs, categories: loadCategories(v.contentPath), version: v, options, file: SIDEBARS_FILE });
  };

  it('a category linking a missing doc is the category file\'s problem (pointer /link/id), not the sidebars file\'s', () => {
    write('link/guides/_category_.json', '{ "label": "Guides", "link": { "type": "doc", "id": "missing" } }');
    const error = thrown(() => resolveIn('link', ['guides/a.md', 'intro.md']));
    expect(error).toMatchObject({
      file: path.join(root, 'link/guides/_category_.json'),
      pointer: '#/link/id',
      message: 'the category links the doc id "missing", which does not exist in version "1.0.0"',
    });
  });

  it('a near miss gets the closest ids, naming the doc in full', () => {
    write('near/guides/_category_.json', '{ "label": "Guides", "link": { "type": "doc", "id": "dockr" } }');
    expect(thrown(() => resolveIn('near', ['guides/docker.md'])).hint).toBe('closest existing ids: guides/docker (the id in full, or within the category\'s folder)');
  });

  it('two bad category links and an unknown id of the sidebars file: all three in one error', () => {
    write('three/a/_category_.json', '{ "link": { "type": "doc", "id": "nope-a" } }');
    write('three/b/_category_.json', '{ "link": { "type": "doc", "id": "nope-b" } }');
    const v = version('three');
    const docs = ['a/x.md', 'b/y.md'].map((relative) => createDoc({ relativePath: relative, frontMatter: {}, source: path.join(v.contentPath, relative) }, { version: v, options }));
    const config: SidebarsConfig = { main: [{ type: 'autogenerated', dirName: '.' }, 'missing-doc'] };
    const error = thrown(() => resolveSidebars({ config, docs, categories: loadCategories(v.contentPath), version: v, options, file: SIDEBARS_FILE })) as FolioErrors;
    expect(error.problems.map((p) => [p.file === SIDEBARS_FILE ? 'sidebars.ts' : path.relative(v.contentPath, p.file!), p.pointer])).toEqual([
      ['a/_category_.json', '#/link/id'],
      ['b/_category_.json', '#/link/id'],
      ['sidebars.ts', '#/main/1'],
    ]);
  });

  it('a generated-index slug from a long label is the category file\'s problem', () => {
    write('long/guides/_category_.json', JSON.stringify({ label: 'L'.repeat(250), link: { type: 'generated-index' } }));
    expect(thrown(() => resolveIn('long', ['guides/a.md']))).toMatchObject({ file: path.join(root, 'long/guides/_category_.json'), pointer: '#/label' });
  });
});
