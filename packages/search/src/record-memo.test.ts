import { mkdtempSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { extractRecords, type PageInput } from './extract.ts';
import { readPart, recordKey, RecordMemo } from './record-memo.ts';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});
const memoFile = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'folio-record-memo-'));
  dirs.push(dir);
  return path.join(dir, 'search', 'en.json');
};

const page: PageInput = {
  url: '/docs/intro',
  html: '<html><body><article><h1>Intro</h1><p>First words.</p><h2 id="more">More</h2><p>Second words.</p></article></body></html>',
  lvl0: 'Docs',
  language: 'en',
  tag: 'docs-default-current',
  title: 'Intro',
};

describe('recordKey', () => {
  it.each([
    ['the same page', {}, true],
    ['another URL', { url: '/docs/other' }, false],
    ['another article', { html: page.html.replace('First', 'Other') }, false],
    ['other links around the article', { html: page.html.replace('<body>', '<body><script src="/assets/x-1.js"></script>') }, true],
    ['another section', { lvl0: 'Guides' }, false],
    ['another language', { language: 'fr' }, false],
    ['another tag', { tag: 'default' }, false],
    ['no title', { title: undefined }, false],
  ])('%s: same key %s', (_, change, same) => {
    expect(recordKey({ ...page, ...change }) === recordKey(page)).toBe(same);
  });
});

describe('readPart', () => {
  const head = '<head><meta name="description" content="About intro"><script src="/assets/entry-A1.js"></script></head>';
  it.each([
    ['no article', '<html><body><p>x</p></body></html>', ''],
    ['the article and the description', `<html>${head}<body><article><p>a</p></article><footer>f</footer><script src="/x-1.js"></script></body></html>`, '<meta name="description" content="About intro"\0<article><p>a</p></article>'],
    ['nested articles, whole', '<body><article class="a"><article><p>1</p></article><p>2</p></article><article>next</article></body>', '\0<article class="a"><article><p>1</p></article><p>2</p></article>'],
    ['an unclosed article, to the end', '<body><article><p>a', '\0<article><p>a'],
  ])('%s', (_, html, expected) => {
    expect(readPart(html)).toBe(expected);
  });

  it('is the same when only the asset links around the article change', () => {
    const a = `<html>${head}<body><article><p>a</p></article><script src="/assets/entry-A1.js"></script></body></html>`;
    expect(readPart(a.replaceAll('entry-A1', 'entry-B2'))).toBe(readPart(a));
  });
});

describe('RecordMemo', () => {
  it("gives the next build the records of a page whose HTML is unchanged, without parsing it; keeps only the build's pages", () => {
    const file = memoFile();
    const first = new RecordMemo(file);
    const records = first.records(page, extractRecords);
    expect(records.length).toBeGreaterThan(1);
    first.save();
    const extract = vi.fn(extractRecords);
    const second = new RecordMemo(file);
    expect(second.records(page, extract)).toEqual(records);
    expect(extract).not.toHaveBeenCalled();
    second.save();
    // A build that indexes only the edited page: the next one parses the first again.
    const third = new RecordMemo(file);
    const edited = { ...page, html: page.html.replace('Second words', 'New words') };
    expect(third.records(edited, extract).some((record) => record.content === 'New words.')).toBe(true);
    expect(extract).toHaveBeenCalledTimes(1);
    third.save();
    new RecordMemo(file).records(page, extract);
    expect(extract).toHaveBeenCalledTimes(2);
  });

  it('starts afresh from a file that is not JSON, or of another fingerprint', () => {
    const file = memoFile();
    mkdirSync(path.dirname(file), { recursive: true });
    for (const text of ['{ not json', JSON.stringify({ fingerprint: 'other', entries: { [recordKey(page)]: [] } })]) {
      writeFileSync(file, text);
      const extract = vi.fn(extractRecords);
      new RecordMemo(file).records(page, extract);
      expect(extract).toHaveBeenCalledTimes(1);
    }
  });
});
