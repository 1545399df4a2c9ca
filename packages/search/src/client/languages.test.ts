import { describe, expect, it } from 'vitest';
import { SearchEngine } from './engine';
import { engineOf } from './local-client';
import { createIndexFile } from '../index-file.ts';
import { primaryLanguage, profileOf } from './languages';
import { analyzerFor, fold, tokenize, unspacedWords } from './text';
import type { SearchRecord } from '../contract.ts';

/** Each token's term, and the text its offsets point at in the original. */
const cut = (language: string, text: string) => analyzerFor(language).tokenize(text).map((token) => [token.term, text.slice(token.start, token.end)]);
const termsOf = (language: string, text: string) => analyzerFor(language).terms(text);

describe('word analysis per language', () => {
  it.each([
    // en: the analysis Folio always had (every diacritic folded, compatibility forms expanded).
    ['en', 'Café Loading… the ﬁle', [['cafe', 'Café'], ['loading', 'Loading'], ['the', 'the'], ['file', 'ﬁle']]],
    // zh: no spaces between words: the segmenter's words, each pointing at its characters.
    ['zh-Hans', '书签保存在数据库中。请先安装Docker', [['书签', '书签'], ['保存', '保存'], ['在', '在'], ['数据', '数据'], ['库', '库'], ['中', '中'], ['请先', '请先'], ['安装', '安装'], ['docker', 'Docker']]],
    // ja: kana and kanji cut into words; half-width kana and full-width letters folded, voicing marks kept.
    ['ja', 'データベースに保存されます ｶﾞｯｺｳ ＡＢＣ', [['データベース', 'データベース'], ['に', 'に'], ['保存', '保存'], ['さ', 'さ'], ['れ', 'れ'], ['ます', 'ます'], ['ガッコウ', 'ｶﾞｯｺｳ'], ['abc', 'ＡＢＣ']]],
    // fr: accents folded, ligatures expanded.
    ['fr', "Données enregistrées à l’École, Œuvre", [['donnees', 'Données'], ['enregistrees', 'enregistrées'], ['a', 'à'], ['l', 'l'], ['ecole', 'École'], ['œuvre', 'Œuvre']]],
    // de: umlauts folded, ß as ss.
    ['de', 'Die Straße ÜBER Drücken', [['die', 'Die'], ['strasse', 'Straße'], ['uber', 'ÜBER'], ['drucken', 'Drücken']]],
    // ar: vowel marks and tatweel removed, hamza forms of alef folded.
    ['ar', 'الكِتَابُ كتـــاب أحمد إسلام', [['الكتاب', 'الكِتَابُ'], ['كتاب', 'كتـــاب'], ['احمد', 'أحمد'], ['اسلام', 'إسلام']]],
    ['es', 'El año, Ñandú y canción', [['el', 'El'], ['año', 'año'], ['ñandu', 'Ñandú'], ['y', 'y'], ['cancion', 'canción']]],
    ['sv', 'För får café', [['för', 'För'], ['får', 'får'], ['cafe', 'café']]],
    ['tr', 'İSTANBUL ILIK şık Âdem', [['istanbul', 'İSTANBUL'], ['ılık', 'ILIK'], ['şık', 'şık'], ['adem', 'Âdem']]],
    ['ru', 'Мой ёжик', [['мой', 'Мой'], ['ежик', 'ёжик']]],
    ['uk', 'Її їжак', [['її', 'Її'], ['їжак', 'їжак']]],
    ['vi', 'Mà má Tiếng Việt', [['mà', 'Mà'], ['má', 'má'], ['tiếng', 'Tiếng'], ['việt', 'Việt']]],
    ['he', 'שָׁלוֹם עולם', [['שלום', 'שָׁלוֹם'], ['עולם', 'עולם']]],
    // hi: vowel signs are combining marks, part of the word.
    ['hi', 'हिन्दी भाषा', [['हिन्दी', 'हिन्दी'], ['भाषा', 'भाषा']]],
    ['th', 'ภาษาไทยง่าย', [['ภาษา', 'ภาษา'], ['ไทย', 'ไทย'], ['ง่าย', 'ง่าย']]],
  ])('%s: %s', (language, text, expected) => {
    expect(cut(language, text)).toEqual(expected);
  });

  it('cuts the same words at index and query time: a word inside a sentence is a word of its own', () => {
    for (const [language, sentence, word] of [
      ['zh-Hans', '书签和标签都保存在您自己服务器上的数据库中。', '数据库'],
      ['ja', 'ブックマークとタグは自分のサーバーのデータベースに保存されます。', 'データベース'],
      ['th', 'ภาษาไทยง่ายนิดเดียว', 'ง่าย'],
    ] as const) {
      const words = new Set(termsOf(language, sentence));
      for (const term of termsOf(language, word)) expect(words.has(term), `${language}: ${term}`).toBe(true);
    }
  });

  it('keeps the default analysis for English, Korean and an index without a language', () => {
    const text = 'Ünïcode Loading… ﬁle 북마크는';
    for (const language of ['en', 'en-US', 'ko', '', undefined]) expect(analyzerFor(language).tokenize(text)).toEqual(tokenize(text));
    expect(analyzerFor('en').fold('Café')).toBe(fold('Café'));
  });

  it.each([
    ['zh-Hans', 'zh'],
    ['pt_BR', 'pt'],
    ['EN', 'en'],
    ['x', ''],
  ])('primary language of %s is %s', (language, primary) => {
    expect(primaryLanguage(language)).toBe(primary);
  });

  it('marks Korean query words as prefixes, and segments only languages written without spaces', () => {
    expect(profileOf('ko').prefixWords).toBe(true);
    expect(profileOf('en').prefixWords).toBe(false);
    expect(['zh-Hant', 'ja', 'th'].map((language) => profileOf(language).segment)).toEqual([true, true, true]);
    expect(['en', 'fr', 'ko', 'ar'].map((language) => profileOf(language).segment)).toEqual([false, false, false, false]);
  });

  it('cuts runs without spaces into character pairs where the browser has no Intl.Segmenter', () => {
    const term = '数据库abc存储';
    expect(unspacedWords(term, undefined).map(([start, end]) => term.slice(start, end))).toEqual(['数据', '据库', 'abc', '存储']);
    expect(unspacedWords('库', undefined)).toEqual([[0, 1]]);
  });
});

const record = (url: string, content: string, language: string): SearchRecord => ({
  objectID: url,
  url,
  type: 'content',
  content,
  hierarchy: { lvl0: 'Docs', lvl1: url, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null },
  language,
  docusaurus_tag: 'docs-default-current',
});

describe('the engine with an index in another language', () => {
  const zh = new SearchEngine([record('/zh/storage', '书签和标签都保存在您自己服务器上的数据库中。', 'zh-Hans'), record('/zh/intro', 'Bookmark Keeper帮您保存以后想读的网页。', 'zh-Hans')], { language: 'zh-Hans' });

  it('finds a Chinese word in the middle of a sentence, and marks only that word', () => {
    const result = zh.search({ query: '数据库' });
    expect(result.hits.map((hit) => hit.url)).toEqual(['/zh/storage']);
    expect(result.hits[0]!._highlightResult.content.value).toBe('书签和标签都保存在您自己服务器上的<mark>数据库</mark>中。');
    expect(zh.search({ query: '网页' }).hits.map((hit) => hit.url)).toEqual(['/zh/intro']);
    expect(zh.search({ query: '标签 数据库' }).hits.map((hit) => hit.url)).toEqual(['/zh/storage']);
  });

  it('takes the language from the records when none is given', () => {
    const records = [record('/ja/storage', 'ブックマークとタグは自分のサーバーのデータベースに保存されます。', 'ja')];
    expect(new SearchEngine(records).search({ query: 'データベース' }).nbHits).toBe(1);
  });

  it('finds a word the segmenter left inside a longer one, without typos on such words', () => {
    const ja = new SearchEngine([record('/ja/backup', '毎晩データフォルダーをコピーしてください。', 'ja')], { language: 'ja' });
    expect(ja.search({ query: 'フォルダー' }).nbHits).toBe(1);
    expect(ja.search({ query: 'フォルダ一' }).nbHits).toBe(0);
  });

  it('folds French accents both ways', () => {
    const fr = new SearchEngine([record('/fr/storage', 'Les signets sont enregistrés dans la base de données.', 'fr')], { language: 'fr' });
    expect(fr.search({ query: 'donnees' }).hits[0]?._highlightResult.content.value).toContain('<mark>données</mark>');
    expect(fr.search({ query: 'ENREGISTRÉS base' }).nbHits).toBe(1);
  });

  it('matches every Korean query word as a prefix (particles attach to words)', () => {
    const ko = new SearchEngine([record('/ko/storage', '북마크는 데이터베이스에 저장됩니다', 'ko')], { language: 'ko' });
    expect(ko.search({ query: '북마크 데이터베이스 ' }).nbHits).toBe(1);
  });

  it('keeps Vietnamese tones apart', () => {
    const vi = new SearchEngine([record('/vi/a', 'Con mà', 'vi'), record('/vi/b', 'Con má', 'vi')], { language: 'vi' });
    expect(vi.search({ query: 'má ' }).hits.map((hit) => hit.url)).toEqual(['/vi/b']);
  });

  it("cuts words as the index's htmlLang when the locale's name is not a language (jp)", () => {
    const records = [record('/jp/storage', 'ブックマークとタグは自分のサーバーのデータベースに保存されます。', 'jp')];
    const named = createIndexFile(records, 'docs-default-current', 'jp', 'ja');
    expect(named.htmlLang).toBe('ja');
    expect(engineOf(named).search({ query: 'データベース' }).nbHits).toBe(1);
    expect(createIndexFile(records, 'docs-default-current', 'en', 'en')).not.toHaveProperty('htmlLang');
  });
});
