import { describe, expect, it } from 'vitest';
import { pageLastUpdate, readLastUpdateFrontMatter, type GitFileUpdate, type LastUpdateFrontMatter } from './last-update.ts';

const fail = (field: string, why: string) => new Error(`${field}: ${why}`);

describe('readLastUpdateFrontMatter (Docusaurus: an object with `author` and/or `date`)', () => {
  it.each([
    ['absent', undefined, undefined],
    ['a date only', { date: '2024-03-01' }, { date: '2024-03-01T00:00:00.000Z' }],
    ['a date without a zone is UTC', { date: '2024-03-01T23:30:00' }, { date: '2024-03-01T23:30:00.000Z' }],
    ['a Date a YAML reader made', { date: new Date(Date.UTC(2021, 0, 2)) }, { date: '2021-01-02T00:00:00.000Z' }],
    ['an author only', { author: 'Ada' }, { author: 'Ada' }],
    ['both', { author: 'Ada', date: '2020-05-01T10:00:00+02:00' }, { date: '2020-05-01T08:00:00.000Z', author: 'Ada' }],
  ])('%s', (_name, value, expected) => {
    expect(readLastUpdateFrontMatter(value, fail)).toEqual(expected);
  });

  it.each([
    ['not an object', 'yesterday', /^last_update: expected an object/],
    ['neither field', {}, /^last_update: expected a `date` and\/or an `author`/],
    ['an author that is no string', { author: 3 }, /^last_update\.author: expected a string/],
    ['a date that is no date', { date: 'soon' }, /^last_update\.date: expected a date/],
  ])('refuses %s', (_name, value, message) => {
    expect(() => readLastUpdateFrontMatter(value, fail)).toThrow(message);
  });
});

describe('pageLastUpdate (Docusaurus readLastUpdateData: front matter first, field by field, then git)', () => {
  const commit: GitFileUpdate = { timestamp: Date.UTC(2023, 2, 4, 23, 30), author: 'Git Author' };
  const both = { showLastUpdateTime: true, showLastUpdateAuthor: true };
  const fm: LastUpdateFrontMatter = { date: '2020-05-01T00:00:00.000Z', author: 'Fm Author' };

  it.each([
    ['both options, git only', both, undefined, commit, { date: '2023-03-04T23:30:00.000Z', author: 'Git Author' }],
    ['both options, front matter wins', both, fm, commit, { date: '2020-05-01T00:00:00.000Z', author: 'Fm Author' }],
    ["front matter's date, git's author", both, { date: fm.date }, commit, { date: '2020-05-01T00:00:00.000Z', author: 'Git Author' }],
    ["git's date, front matter's author", both, { author: 'Fm Author' }, commit, { date: '2023-03-04T23:30:00.000Z', author: 'Fm Author' }],
    ['time only', { showLastUpdateTime: true, showLastUpdateAuthor: false }, undefined, commit, { date: '2023-03-04T23:30:00.000Z', author: null }],
    ['author only', { showLastUpdateTime: false, showLastUpdateAuthor: true }, undefined, commit, { date: null, author: 'Git Author' }],
    ['a file git does not know: front matter only', both, { author: 'Fm Author' }, null, { date: null, author: 'Fm Author' }],
    ['a file git does not know, no front matter: nothing', both, undefined, null, null],
    ['both options off: nothing, whatever front matter says', { showLastUpdateTime: false, showLastUpdateAuthor: false }, fm, commit, null],
  ])('%s', (_name, options, frontMatter, git, expected) => {
    expect(pageLastUpdate(options, frontMatter, () => git)).toEqual(expected);
  });

  it('asks git once, and not at all when front matter gives both', () => {
    let asked = 0;
    const git = () => (asked++, commit);
    pageLastUpdate(both, undefined, git);
    expect(asked).toBe(1);
    pageLastUpdate(both, fm, git);
    expect(asked).toBe(1);
  });
});
