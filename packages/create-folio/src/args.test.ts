import { describe, expect, it } from 'vitest';
import { parseArguments } from './args.ts';
import { packageNameFor, titleFor } from './names.ts';
import { targetProblem, type TargetState } from './target.ts';

const defaults = { folder: undefined, name: undefined, yes: false, help: false, version: false };

describe('parseArguments', () => {
  it.each([
    [[], {}],
    [['my-site'], { folder: 'my-site' }],
    [['my-site', '--name', 'Acme Docs'], { folder: 'my-site', name: 'Acme Docs' }],
    [['--name=Acme', 'site'], { folder: 'site', name: 'Acme' }],
    [['-n', '  Padded  ', '.'], { folder: '.', name: 'Padded' }],
    [['site', '--yes'], { folder: 'site', yes: true }],
    [['-y'], { yes: true }],
    [['--help'], { help: true }],
    [['-v'], { version: true }],
  ])('%j', (argv, expected) => {
    expect(parseArguments(argv)).toEqual({ ok: true, options: { ...defaults, ...expected } });
  });

  it.each([
    [['a', 'b'], /one folder at a time, got 2: a b/],
    [['--force'], /Unknown option '--force'/],
    [['--name'], /--name/],
    [['--name', ' '], /--name needs a title/],
    [[''], /the folder name is empty/],
    [['--yes=no'], /--yes/],
  ])('refuses %j', (argv, message) => {
    const result = parseArguments(argv);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error).toMatch(message);
  });
});

describe('targetProblem', () => {
  const state = (entries: string[]): TargetState => ({ kind: 'directory', entries });
  it.each<[string, TargetState, RegExp | undefined]>([
    ['a folder that does not exist', { kind: 'missing' }, undefined],
    ['an empty folder', state([]), undefined],
    ['a folder with only what git init and file browsers leave', state(['.git', '.DS_Store', 'Thumbs.db']), undefined],
    ['a file', { kind: 'file' }, /^site is a file, not a folder/],
    ['a folder with a file', state(['notes.txt']), /^site is not empty \(it holds notes\.txt\); .*never overwrites or deletes/],
    ['a folder with a hidden file', state(['.env']), /holds \.env\)/],
    ['a folder with many files', state(['e', 'd', 'c', 'b', 'a', '.git']), /holds a, b, c, and 2 more\)/],
  ])('%s', (_, target, expected) => {
    const problem = targetProblem('site', target);
    if (expected) expect(problem).toMatch(expected);
    else expect(problem).toBeUndefined();
  });
});

describe('names from the folder', () => {
  it.each([
    ['my-site', 'my-site', 'My Site'],
    ['Acme Docs', 'acme-docs', 'Acme Docs'],
    ['docs_v2.site', 'docs_v2.site', 'Docs V2 Site'],
    ['.hidden', 'hidden', 'Hidden'],
    ['émoji✨', 'emoji', 'Émoji✨'],
    ['---', 'folio-site', 'My Site'],
  ])('%s → package %s, title %s', (folder, name, title) => {
    expect(packageNameFor(folder)).toBe(name);
    expect(titleFor(folder)).toBe(title);
  });
});
